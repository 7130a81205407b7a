module @jit_train_step attributes {mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=16]> {stablehlo.mesh = {axes = [{name = "data", size = 16 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<16x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg21: tensor<16x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[0]['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xf32> {jax.result_info = "result[0]['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x512xf32> {jax.result_info = "result[0]['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x512x128xf32> {jax.result_info = "result[0]['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[0]['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:21 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, []>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>] manual_axes={"data"} (%arg22: tensor<512x128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<2x128xf32>, %arg26: tensor<2x128xf32>, %arg27: tensor<2x128x512xf32>, %arg28: tensor<2x512xf32>, %arg29: tensor<2x512x128xf32>, %arg30: tensor<2x128xf32>, %arg31: tensor<2x128xf32>, %arg32: tensor<2x128x128xf32>, %arg33: tensor<2x128xf32>, %arg34: tensor<2x128xf32>, %arg35: tensor<2x128xf32>, %arg36: tensor<2x128x128xf32>, %arg37: tensor<2x128xf32>, %arg38: tensor<2x128x128xf32>, %arg39: tensor<2x128xf32>, %arg40: tensor<2x128x128xf32>, %arg41: tensor<64x128xf32>, %arg42: tensor<1x64xi32>, %arg43: tensor<1x64xi32>) {
      %61 = stablehlo.convert %arg22 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
      %62:2 = func.call @_take(%61, %arg43) : (tensor<512x128xbf16>, tensor<1x64xi32>) -> (tensor<1x64x128xbf16>, tensor<1x64x1xi32>)
      %63 = stablehlo.convert %arg41 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
      %65 = stablehlo.add %62#0, %64 : tensor<1x64x128xbf16>
      %cst_19 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %cst_24 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
      %c = stablehlo.constant dense<true> : tensor<i1>
      %66 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
      %67 = func.call @tril(%66) : (tensor<64x64xi1>) -> tensor<64x64xi1>
      %cst_25 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %68:2 = func.call @_where_0(%67, %cst_25) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>)
      %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %cst_27 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
      %cst_33 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
      %cst_34 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
      %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
      %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x1x64x128xf32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x1x64x1xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x1x64x1xf32>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x1x64x128xf32>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x1x1x128xf32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %74 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x1x64x128xf32>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %75 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
      %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %76 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x1x64x128xbf16>
      %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %77 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
      %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %78 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
      %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %79 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<2x1x64x4x1x32xbf16>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %80 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<2x1x64x4x32xbf16>
      %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x1x4x1x64x64xf32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x1x4x1x64x1xf32>
      %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %83 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x1x4x1x64x1xf32>
      %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %84 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<2x1x4x1x64x64xbf16>
      %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %85 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<2x1x64x4x32xbf16>
      %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %86 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %87 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<2x1x64x128xbf16>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x1x64x128xf32>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %89 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x1x64x1xf32>
      %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %90 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x1x64x1xf32>
      %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x1x64x128xf32>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x1x1x128xf32>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %93 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x1x64x128xf32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %94 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<2x128x512xbf16>
      %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %95 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<2x1x64x128xbf16>
      %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %96 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<2x1x64x512xbf16>
      %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %97 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<2x1x64x512xbf16>
      %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %98 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<bf16>) -> tensor<2x1x64x512xbf16>
      %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %99 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<2x1x64x512xbf16>
      %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %100 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<bf16>) -> tensor<2x1x64x512xbf16>
      %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %101 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<bf16>) -> tensor<2x512x128xbf16>
      %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %102 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<bf16>) -> tensor<2x1x64x512xbf16>
      %c_72 = stablehlo.constant dense<0> : tensor<i32>
      %103:72 = stablehlo.while(%iterArg = %arg25, %iterArg_137 = %arg26, %iterArg_138 = %arg27, %iterArg_139 = %arg28, %iterArg_140 = %arg29, %iterArg_141 = %arg30, %iterArg_142 = %arg31, %iterArg_143 = %arg32, %iterArg_144 = %arg33, %iterArg_145 = %arg34, %iterArg_146 = %arg35, %iterArg_147 = %arg36, %iterArg_148 = %arg37, %iterArg_149 = %arg38, %iterArg_150 = %arg39, %iterArg_151 = %arg40, %iterArg_152 = %cst_37, %iterArg_153 = %cst_36, %iterArg_154 = %cst_34, %iterArg_155 = %cst_33, %iterArg_156 = %cst_19, %iterArg_157 = %cst_21, %iterArg_158 = %cst_22, %iterArg_159 = %cst_26, %iterArg_160 = %cst_24, %iterArg_161 = %68#0, %iterArg_162 = %68#1, %iterArg_163 = %cst_27, %iterArg_164 = %cst_29, %iterArg_165 = %cst_30, %iterArg_166 = %cst_20, %iterArg_167 = %cst_23, %iterArg_168 = %cst_28, %iterArg_169 = %cst_31, %iterArg_170 = %cst_32, %iterArg_171 = %cst_35, %iterArg_172 = %c_72, %iterArg_173 = %65, %iterArg_174 = %69, %iterArg_175 = %70, %iterArg_176 = %71, %iterArg_177 = %72, %iterArg_178 = %73, %iterArg_179 = %74, %iterArg_180 = %75, %iterArg_181 = %76, %iterArg_182 = %77, %iterArg_183 = %78, %iterArg_184 = %79, %iterArg_185 = %80, %iterArg_186 = %81, %iterArg_187 = %82, %iterArg_188 = %83, %iterArg_189 = %84, %iterArg_190 = %85, %iterArg_191 = %86, %iterArg_192 = %87, %iterArg_193 = %88, %iterArg_194 = %89, %iterArg_195 = %90, %iterArg_196 = %91, %iterArg_197 = %92, %iterArg_198 = %93, %iterArg_199 = %94, %iterArg_200 = %95, %iterArg_201 = %96, %iterArg_202 = %97, %iterArg_203 = %98, %iterArg_204 = %99, %iterArg_205 = %100, %iterArg_206 = %101, %iterArg_207 = %102) : tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<bf16>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x1x64x128xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x128xf32>, tensor<2x1x1x128xf32>, tensor<2x1x64x128xf32>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x4x1x32xbf16>, tensor<2x1x64x4x32xbf16>, tensor<2x1x4x1x64x64xf32>, tensor<2x1x4x1x64x1xf32>, tensor<2x1x4x1x64x1xf32>, tensor<2x1x4x1x64x64xbf16>, tensor<2x1x64x4x32xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<2x1x64x128xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x128xf32>, tensor<2x1x1x128xf32>, tensor<2x1x64x128xf32>, tensor<2x128x512xbf16>, tensor<2x1x64x128xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x512x128xbf16>, tensor<2x1x64x512xbf16>
      cond {
        %c_208 = stablehlo.constant dense<2> : tensor<i32>
        %306 = stablehlo.compare LT, %iterArg_172, %c_208, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %306 : tensor<i1>
      } do {
        %306 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %307 = func.call @dynamic_index_in_dim(%iterArg_137, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %308 = func.call @dynamic_index_in_dim_1(%iterArg_138, %iterArg_172) : (tensor<2x128x512xf32>, tensor<i32>) -> tensor<128x512xf32>
        %309 = func.call @dynamic_index_in_dim_2(%iterArg_139, %iterArg_172) : (tensor<2x512xf32>, tensor<i32>) -> tensor<512xf32>
        %310 = func.call @dynamic_index_in_dim_3(%iterArg_140, %iterArg_172) : (tensor<2x512x128xf32>, tensor<i32>) -> tensor<512x128xf32>
        %311 = func.call @dynamic_index_in_dim(%iterArg_141, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %312 = func.call @dynamic_index_in_dim(%iterArg_142, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %313 = func.call @dynamic_index_in_dim_4(%iterArg_143, %iterArg_172) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
        %314 = func.call @dynamic_index_in_dim(%iterArg_144, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %315 = func.call @dynamic_index_in_dim(%iterArg_145, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %316 = func.call @dynamic_index_in_dim(%iterArg_146, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %317 = func.call @dynamic_index_in_dim_4(%iterArg_147, %iterArg_172) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
        %318 = func.call @dynamic_index_in_dim(%iterArg_148, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %319 = func.call @dynamic_index_in_dim_4(%iterArg_149, %iterArg_172) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
        %320 = func.call @dynamic_index_in_dim(%iterArg_150, %iterArg_172) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %321 = func.call @dynamic_index_in_dim_4(%iterArg_151, %iterArg_172) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
        %322:35 = func.call @closed_call(%iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_173, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321) : (tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<bf16>, tensor<1x64x128xbf16>, tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>) -> (tensor<1x64x128xbf16>, tensor<1x64x128xf32>, tensor<1x64x1xf32>, tensor<1x64x1xf32>, tensor<1x64x128xf32>, tensor<1x1x128xf32>, tensor<1x64x128xf32>, tensor<128x128xbf16>, tensor<1x64x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<1x64x4x1x32xbf16>, tensor<1x64x4x32xbf16>, tensor<1x4x1x64x64xf32>, tensor<1x4x1x64x1xf32>, tensor<1x4x1x64x1xf32>, tensor<1x4x1x64x64xbf16>, tensor<1x64x4x32xbf16>, tensor<128x128xbf16>, tensor<1x64x128xbf16>, tensor<1x64x128xf32>, tensor<1x64x1xf32>, tensor<1x64x1xf32>, tensor<1x64x128xf32>, tensor<1x1x128xf32>, tensor<1x64x128xf32>, tensor<128x512xbf16>, tensor<1x64x128xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<512x128xbf16>, tensor<1x64x512xbf16>)
        %323 = func.call @dynamic_update_index_in_dim(%iterArg_174, %322#1, %iterArg_172) : (tensor<2x1x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>) -> tensor<2x1x64x128xf32>
        %324 = func.call @dynamic_update_index_in_dim_6(%iterArg_175, %322#2, %iterArg_172) : (tensor<2x1x64x1xf32>, tensor<1x64x1xf32>, tensor<i32>) -> tensor<2x1x64x1xf32>
        %325 = func.call @dynamic_update_index_in_dim_6(%iterArg_176, %322#3, %iterArg_172) : (tensor<2x1x64x1xf32>, tensor<1x64x1xf32>, tensor<i32>) -> tensor<2x1x64x1xf32>
        %326 = func.call @dynamic_update_index_in_dim(%iterArg_177, %322#4, %iterArg_172) : (tensor<2x1x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>) -> tensor<2x1x64x128xf32>
        %327 = func.call @dynamic_update_index_in_dim_7(%iterArg_178, %322#5, %iterArg_172) : (tensor<2x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<2x1x1x128xf32>
        %328 = func.call @dynamic_update_index_in_dim(%iterArg_179, %322#6, %iterArg_172) : (tensor<2x1x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>) -> tensor<2x1x64x128xf32>
        %329 = func.call @dynamic_update_index_in_dim_8(%iterArg_180, %322#7, %iterArg_172) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
        %330 = func.call @dynamic_update_index_in_dim_9(%iterArg_181, %322#8, %iterArg_172) : (tensor<2x1x64x128xbf16>, tensor<1x64x128xbf16>, tensor<i32>) -> tensor<2x1x64x128xbf16>
        %331 = func.call @dynamic_update_index_in_dim_8(%iterArg_182, %322#9, %iterArg_172) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
        %332 = func.call @dynamic_update_index_in_dim_8(%iterArg_183, %322#10, %iterArg_172) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
        %333 = func.call @dynamic_update_index_in_dim_10(%iterArg_184, %322#11, %iterArg_172) : (tensor<2x1x64x4x1x32xbf16>, tensor<1x64x4x1x32xbf16>, tensor<i32>) -> tensor<2x1x64x4x1x32xbf16>
        %334 = func.call @dynamic_update_index_in_dim_11(%iterArg_185, %322#12, %iterArg_172) : (tensor<2x1x64x4x32xbf16>, tensor<1x64x4x32xbf16>, tensor<i32>) -> tensor<2x1x64x4x32xbf16>
        %335 = func.call @dynamic_update_index_in_dim_12(%iterArg_186, %322#13, %iterArg_172) : (tensor<2x1x4x1x64x64xf32>, tensor<1x4x1x64x64xf32>, tensor<i32>) -> tensor<2x1x4x1x64x64xf32>
        %336 = func.call @dynamic_update_index_in_dim_13(%iterArg_187, %322#14, %iterArg_172) : (tensor<2x1x4x1x64x1xf32>, tensor<1x4x1x64x1xf32>, tensor<i32>) -> tensor<2x1x4x1x64x1xf32>
        %337 = func.call @dynamic_update_index_in_dim_13(%iterArg_188, %322#15, %iterArg_172) : (tensor<2x1x4x1x64x1xf32>, tensor<1x4x1x64x1xf32>, tensor<i32>) -> tensor<2x1x4x1x64x1xf32>
        %338 = func.call @dynamic_update_index_in_dim_14(%iterArg_189, %322#16, %iterArg_172) : (tensor<2x1x4x1x64x64xbf16>, tensor<1x4x1x64x64xbf16>, tensor<i32>) -> tensor<2x1x4x1x64x64xbf16>
        %339 = func.call @dynamic_update_index_in_dim_11(%iterArg_190, %322#17, %iterArg_172) : (tensor<2x1x64x4x32xbf16>, tensor<1x64x4x32xbf16>, tensor<i32>) -> tensor<2x1x64x4x32xbf16>
        %340 = func.call @dynamic_update_index_in_dim_8(%iterArg_191, %322#18, %iterArg_172) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
        %341 = func.call @dynamic_update_index_in_dim_9(%iterArg_192, %322#19, %iterArg_172) : (tensor<2x1x64x128xbf16>, tensor<1x64x128xbf16>, tensor<i32>) -> tensor<2x1x64x128xbf16>
        %342 = func.call @dynamic_update_index_in_dim(%iterArg_193, %322#20, %iterArg_172) : (tensor<2x1x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>) -> tensor<2x1x64x128xf32>
        %343 = func.call @dynamic_update_index_in_dim_6(%iterArg_194, %322#21, %iterArg_172) : (tensor<2x1x64x1xf32>, tensor<1x64x1xf32>, tensor<i32>) -> tensor<2x1x64x1xf32>
        %344 = func.call @dynamic_update_index_in_dim_6(%iterArg_195, %322#22, %iterArg_172) : (tensor<2x1x64x1xf32>, tensor<1x64x1xf32>, tensor<i32>) -> tensor<2x1x64x1xf32>
        %345 = func.call @dynamic_update_index_in_dim(%iterArg_196, %322#23, %iterArg_172) : (tensor<2x1x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>) -> tensor<2x1x64x128xf32>
        %346 = func.call @dynamic_update_index_in_dim_7(%iterArg_197, %322#24, %iterArg_172) : (tensor<2x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<2x1x1x128xf32>
        %347 = func.call @dynamic_update_index_in_dim(%iterArg_198, %322#25, %iterArg_172) : (tensor<2x1x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>) -> tensor<2x1x64x128xf32>
        %348 = func.call @dynamic_update_index_in_dim_15(%iterArg_199, %322#26, %iterArg_172) : (tensor<2x128x512xbf16>, tensor<128x512xbf16>, tensor<i32>) -> tensor<2x128x512xbf16>
        %349 = func.call @dynamic_update_index_in_dim_9(%iterArg_200, %322#27, %iterArg_172) : (tensor<2x1x64x128xbf16>, tensor<1x64x128xbf16>, tensor<i32>) -> tensor<2x1x64x128xbf16>
        %350 = func.call @dynamic_update_index_in_dim_16(%iterArg_201, %322#28, %iterArg_172) : (tensor<2x1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>) -> tensor<2x1x64x512xbf16>
        %351 = func.call @dynamic_update_index_in_dim_16(%iterArg_202, %322#29, %iterArg_172) : (tensor<2x1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>) -> tensor<2x1x64x512xbf16>
        %352 = func.call @dynamic_update_index_in_dim_16(%iterArg_203, %322#30, %iterArg_172) : (tensor<2x1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>) -> tensor<2x1x64x512xbf16>
        %353 = func.call @dynamic_update_index_in_dim_16(%iterArg_204, %322#31, %iterArg_172) : (tensor<2x1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>) -> tensor<2x1x64x512xbf16>
        %354 = func.call @dynamic_update_index_in_dim_16(%iterArg_205, %322#32, %iterArg_172) : (tensor<2x1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>) -> tensor<2x1x64x512xbf16>
        %355 = func.call @dynamic_update_index_in_dim_17(%iterArg_206, %322#33, %iterArg_172) : (tensor<2x512x128xbf16>, tensor<512x128xbf16>, tensor<i32>) -> tensor<2x512x128xbf16>
        %356 = func.call @dynamic_update_index_in_dim_16(%iterArg_207, %322#34, %iterArg_172) : (tensor<2x1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>) -> tensor<2x1x64x512xbf16>
        %c_208 = stablehlo.constant dense<1> : tensor<i32>
        %357 = stablehlo.add %iterArg_172, %c_208 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_141, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %357, %322#0, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356 : tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<bf16>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x1x64x128xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x128xf32>, tensor<2x1x1x128xf32>, tensor<2x1x64x128xf32>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x4x1x32xbf16>, tensor<2x1x64x4x32xbf16>, tensor<2x1x4x1x64x64xf32>, tensor<2x1x4x1x64x1xf32>, tensor<2x1x4x1x64x1xf32>, tensor<2x1x4x1x64x64xbf16>, tensor<2x1x64x4x32xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<2x1x64x128xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x128xf32>, tensor<2x1x1x128xf32>, tensor<2x1x64x128xf32>, tensor<2x128x512xbf16>, tensor<2x1x64x128xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x512x128xbf16>, tensor<2x1x64x512xbf16>
      }
      %104 = stablehlo.convert %103#37 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %105 = stablehlo.reduce(%104 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_74 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %107 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %108 = stablehlo.divide %106, %107 : tensor<1x64x1xf32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %110 = stablehlo.subtract %104, %109 : tensor<1x64x128xf32>
      %111 = chlo.square %110 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
      %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %112 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x64x128xf32>
      %113 = stablehlo.multiply %112, %110 : tensor<1x64x128xf32>
      %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %114 = stablehlo.reduce(%111 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_77 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %116 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %117 = stablehlo.divide %115, %116 : tensor<1x64x1xf32>
      %118 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %119 = stablehlo.subtract %104, %118 : tensor<1x64x128xf32>
      %cst_78 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %121 = stablehlo.add %117, %120 : tensor<1x64x1xf32>
      %122 = stablehlo.rsqrt %121 : tensor<1x64x1xf32>
      %123 = stablehlo.divide %122, %121 : tensor<1x64x1xf32>
      %cst_79 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %125 = stablehlo.multiply %124, %123 : tensor<1x64x1xf32>
      %126 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %127 = stablehlo.multiply %119, %126 : tensor<1x64x128xf32>
      %128 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %130 = stablehlo.multiply %127, %129 : tensor<1x64x128xf32>
      %131 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %133 = stablehlo.add %130, %132 : tensor<1x64x128xf32>
      %134 = stablehlo.convert %133 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %135 = stablehlo.convert %arg22 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
      %136 = stablehlo.transpose %135, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
      %137 = stablehlo.dot_general %134, %136, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x512xbf16>) -> tensor<1x64x512xbf16>
      %138 = stablehlo.convert %137 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %139 = stablehlo.reduce(%138 init: %cst_80) applies stablehlo.maximum across dimensions = [2] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64xf32>
      %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %140 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %141 = stablehlo.maximum %140, %139 : tensor<1x64xf32>
      %142 = stablehlo.is_finite %141 : (tensor<1x64xf32>) -> tensor<1x64xi1>
      %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %143 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %144 = stablehlo.select %142, %141, %143 : tensor<1x64xi1>, tensor<1x64xf32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
      %147 = stablehlo.subtract %138, %146 : tensor<1x64x512xf32>
      %148 = stablehlo.exponential %147 : tensor<1x64x512xf32>
      %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %149 = stablehlo.reduce(%148 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64xf32>
      %150 = stablehlo.abs %149 : tensor<1x64xf32>
      %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %151 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %152 = stablehlo.compare GE, %149, %151, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
      %153 = stablehlo.log %150 : tensor<1x64xf32>
      %154 = stablehlo.add %153, %144 : tensor<1x64xf32>
      %155 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
      %156:2 = func.call @take_along_axis(%138, %155) : (tensor<1x64x512xf32>, tensor<1x64x1xi32>) -> (tensor<1x64x1xf32>, tensor<64x1x1xi32>)
      %157 = stablehlo.reshape %156#0 : (tensor<1x64x1xf32>) -> tensor<1x64xf32>
      %158 = stablehlo.subtract %154, %157 : tensor<1x64xf32>
      %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %159 = stablehlo.reduce(%158 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x64xf32>, tensor<f32>) -> tensor<f32>
      %cst_86 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %160 = stablehlo.divide %159, %cst_86 : tensor<f32>
      %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %161 = stablehlo.divide %cst_87, %cst_86 : tensor<f32>
      %162 = stablehlo.broadcast_in_dim %161, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %163 = stablehlo.negate %162 : tensor<1x64xf32>
      %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %165 = func.call @take_along_axis_18(%156#1, %164) : (tensor<64x1x1xi32>, tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
      %166 = stablehlo.divide %162, %150 : tensor<1x64xf32>
      %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %167 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %168 = stablehlo.select %152, %167, %166 : tensor<1x64xi1>, tensor<1x64xf32>
      %169 = stablehlo.select %152, %166, %167 : tensor<1x64xi1>, tensor<1x64xf32>
      %170 = stablehlo.negate %168 : tensor<1x64xf32>
      %171 = stablehlo.add %169, %170 : tensor<1x64xf32>
      %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x512xf32>
      %173 = stablehlo.multiply %172, %148 : tensor<1x64x512xf32>
      %174 = stablehlo.add %165, %173 : tensor<1x64x512xf32>
      %175 = stablehlo.convert %174 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %176 = stablehlo.dot_general %175, %134, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
      %177 = stablehlo.transpose %176, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
      %178 = stablehlo.dot_general %175, %136, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<128x512xbf16>) -> tensor<1x64x128xbf16>
      %179 = "stablehlo.all_reduce"(%177) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<bf16>
        stablehlo.return %306 : tensor<bf16>
      }) : (tensor<128x512xbf16>) -> tensor<128x512xbf16>
      %180 = stablehlo.transpose %179, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
      %181 = stablehlo.convert %180 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
      %182 = stablehlo.convert %178 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %183 = stablehlo.reduce(%182 init: %cst_89) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
      %184 = stablehlo.reshape %183 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
      %185 = "stablehlo.all_reduce"(%184) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
      %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %186 = stablehlo.reduce(%185 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %187 = stablehlo.multiply %127, %182 : tensor<1x64x128xf32>
      %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %188 = stablehlo.reduce(%187 init: %cst_91) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
      %189 = stablehlo.reshape %188 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
      %190 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %191 = stablehlo.multiply %182, %190 : tensor<1x64x128xf32>
      %192 = "stablehlo.all_reduce"(%189) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
      %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %193 = stablehlo.reduce(%192 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %194 = stablehlo.multiply %119, %191 : tensor<1x64x128xf32>
      %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %195 = stablehlo.reduce(%194 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %196 = stablehlo.reshape %195 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %197 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %198 = stablehlo.multiply %191, %197 : tensor<1x64x128xf32>
      %199 = stablehlo.multiply %196, %125 : tensor<1x64x1xf32>
      %200 = stablehlo.negate %198 : tensor<1x64x128xf32>
      %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %201 = stablehlo.reduce(%200 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %202 = stablehlo.reshape %201 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %203 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %204 = stablehlo.divide %199, %203 : tensor<1x64x1xf32>
      %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %205 = stablehlo.reduce(%204 init: %cst_95) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
      %206 = stablehlo.broadcast_in_dim %205, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
      %208 = stablehlo.multiply %207, %113 : tensor<1x64x128xf32>
      %209 = stablehlo.negate %208 : tensor<1x64x128xf32>
      %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %210 = stablehlo.reduce(%209 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %211 = stablehlo.reshape %210 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %212 = stablehlo.add %198, %208 : tensor<1x64x128xf32>
      %213 = stablehlo.add %202, %211 : tensor<1x64x1xf32>
      %214 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %215 = stablehlo.divide %213, %214 : tensor<1x64x1xf32>
      %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %216 = stablehlo.reduce(%215 init: %cst_97) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
      %217 = stablehlo.broadcast_in_dim %216, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
      %219 = stablehlo.add %212, %218 : tensor<1x64x128xf32>
      %220 = stablehlo.convert %219 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %221 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %222 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %223 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
      %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %224 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
      %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %225 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
      %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %226 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %227 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %228 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %229 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %230 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %231 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %232 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %233 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %234 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %235 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %236 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %c_114 = stablehlo.constant dense<0> : tensor<i32>
      %237:61 = stablehlo.while(%iterArg = %103#38, %iterArg_137 = %103#39, %iterArg_138 = %103#40, %iterArg_139 = %103#41, %iterArg_140 = %103#42, %iterArg_141 = %103#43, %iterArg_142 = %103#44, %iterArg_143 = %103#45, %iterArg_144 = %103#46, %iterArg_145 = %103#47, %iterArg_146 = %103#48, %iterArg_147 = %103#49, %iterArg_148 = %103#50, %iterArg_149 = %103#51, %iterArg_150 = %103#52, %iterArg_151 = %103#53, %iterArg_152 = %103#54, %iterArg_153 = %103#55, %iterArg_154 = %103#56, %iterArg_155 = %103#57, %iterArg_156 = %103#58, %iterArg_157 = %103#59, %iterArg_158 = %103#60, %iterArg_159 = %103#61, %iterArg_160 = %103#62, %iterArg_161 = %103#63, %iterArg_162 = %103#64, %iterArg_163 = %103#65, %iterArg_164 = %103#66, %iterArg_165 = %103#67, %iterArg_166 = %103#68, %iterArg_167 = %103#69, %iterArg_168 = %103#70, %iterArg_169 = %103#71, %iterArg_170 = %cst_19, %iterArg_171 = %cst_21, %iterArg_172 = %cst_24, %iterArg_173 = %68#0, %iterArg_174 = %cst_27, %iterArg_175 = %cst_29, %iterArg_176 = %cst_33, %iterArg_177 = %cst_34, %iterArg_178 = %cst_37, %iterArg_179 = %c_114, %iterArg_180 = %220, %iterArg_181 = %221, %iterArg_182 = %222, %iterArg_183 = %223, %iterArg_184 = %224, %iterArg_185 = %225, %iterArg_186 = %226, %iterArg_187 = %227, %iterArg_188 = %228, %iterArg_189 = %229, %iterArg_190 = %230, %iterArg_191 = %231, %iterArg_192 = %232, %iterArg_193 = %233, %iterArg_194 = %234, %iterArg_195 = %235, %iterArg_196 = %236) : tensor<2x1x64x128xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x128xf32>, tensor<2x1x1x128xf32>, tensor<2x1x64x128xf32>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x4x1x32xbf16>, tensor<2x1x64x4x32xbf16>, tensor<2x1x4x1x64x64xf32>, tensor<2x1x4x1x64x1xf32>, tensor<2x1x4x1x64x1xf32>, tensor<2x1x4x1x64x64xbf16>, tensor<2x1x64x4x32xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<2x1x64x128xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x128xf32>, tensor<2x1x1x128xf32>, tensor<2x1x64x128xf32>, tensor<2x128x512xbf16>, tensor<2x1x64x128xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x512x128xbf16>, tensor<2x1x64x512xbf16>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<1x4x1x64x64xi1>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>
      cond {
        %c_197 = stablehlo.constant dense<2> : tensor<i32>
        %306 = stablehlo.compare LT, %iterArg_179, %c_197, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %306 : tensor<i1>
      } do {
        %c_197 = stablehlo.constant dense<2> : tensor<i32>
        %306 = stablehlo.subtract %c_197, %iterArg_179 : tensor<i32>
        %c_198 = stablehlo.constant dense<1> : tensor<i32>
        %307 = stablehlo.subtract %306, %c_198 : tensor<i32>
        %308 = func.call @dynamic_index_in_dim_19(%iterArg, %307) : (tensor<2x1x64x128xf32>, tensor<i32>) -> tensor<1x64x128xf32>
        %309 = func.call @dynamic_index_in_dim_20(%iterArg_137, %307) : (tensor<2x1x64x1xf32>, tensor<i32>) -> tensor<1x64x1xf32>
        %310 = func.call @dynamic_index_in_dim_20(%iterArg_138, %307) : (tensor<2x1x64x1xf32>, tensor<i32>) -> tensor<1x64x1xf32>
        %311 = func.call @dynamic_index_in_dim_19(%iterArg_139, %307) : (tensor<2x1x64x128xf32>, tensor<i32>) -> tensor<1x64x128xf32>
        %312 = func.call @dynamic_index_in_dim_21(%iterArg_140, %307) : (tensor<2x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
        %313 = func.call @dynamic_index_in_dim_19(%iterArg_141, %307) : (tensor<2x1x64x128xf32>, tensor<i32>) -> tensor<1x64x128xf32>
        %314 = func.call @dynamic_index_in_dim_22(%iterArg_142, %307) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
        %315 = func.call @dynamic_index_in_dim_23(%iterArg_143, %307) : (tensor<2x1x64x128xbf16>, tensor<i32>) -> tensor<1x64x128xbf16>
        %316 = func.call @dynamic_index_in_dim_22(%iterArg_144, %307) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
        %317 = func.call @dynamic_index_in_dim_22(%iterArg_145, %307) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
        %318 = func.call @dynamic_index_in_dim_24(%iterArg_146, %307) : (tensor<2x1x64x4x1x32xbf16>, tensor<i32>) -> tensor<1x64x4x1x32xbf16>
        %319 = func.call @dynamic_index_in_dim_25(%iterArg_147, %307) : (tensor<2x1x64x4x32xbf16>, tensor<i32>) -> tensor<1x64x4x32xbf16>
        %320 = func.call @dynamic_index_in_dim_26(%iterArg_148, %307) : (tensor<2x1x4x1x64x64xf32>, tensor<i32>) -> tensor<1x4x1x64x64xf32>
        %321 = func.call @dynamic_index_in_dim_27(%iterArg_149, %307) : (tensor<2x1x4x1x64x1xf32>, tensor<i32>) -> tensor<1x4x1x64x1xf32>
        %322 = func.call @dynamic_index_in_dim_27(%iterArg_150, %307) : (tensor<2x1x4x1x64x1xf32>, tensor<i32>) -> tensor<1x4x1x64x1xf32>
        %323 = func.call @dynamic_index_in_dim_28(%iterArg_151, %307) : (tensor<2x1x4x1x64x64xbf16>, tensor<i32>) -> tensor<1x4x1x64x64xbf16>
        %324 = func.call @dynamic_index_in_dim_25(%iterArg_152, %307) : (tensor<2x1x64x4x32xbf16>, tensor<i32>) -> tensor<1x64x4x32xbf16>
        %325 = func.call @dynamic_index_in_dim_22(%iterArg_153, %307) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
        %326 = func.call @dynamic_index_in_dim_23(%iterArg_154, %307) : (tensor<2x1x64x128xbf16>, tensor<i32>) -> tensor<1x64x128xbf16>
        %327 = func.call @dynamic_index_in_dim_19(%iterArg_155, %307) : (tensor<2x1x64x128xf32>, tensor<i32>) -> tensor<1x64x128xf32>
        %328 = func.call @dynamic_index_in_dim_20(%iterArg_156, %307) : (tensor<2x1x64x1xf32>, tensor<i32>) -> tensor<1x64x1xf32>
        %329 = func.call @dynamic_index_in_dim_20(%iterArg_157, %307) : (tensor<2x1x64x1xf32>, tensor<i32>) -> tensor<1x64x1xf32>
        %330 = func.call @dynamic_index_in_dim_19(%iterArg_158, %307) : (tensor<2x1x64x128xf32>, tensor<i32>) -> tensor<1x64x128xf32>
        %331 = func.call @dynamic_index_in_dim_21(%iterArg_159, %307) : (tensor<2x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
        %332 = func.call @dynamic_index_in_dim_19(%iterArg_160, %307) : (tensor<2x1x64x128xf32>, tensor<i32>) -> tensor<1x64x128xf32>
        %333 = func.call @dynamic_index_in_dim_29(%iterArg_161, %307) : (tensor<2x128x512xbf16>, tensor<i32>) -> tensor<128x512xbf16>
        %334 = func.call @dynamic_index_in_dim_23(%iterArg_162, %307) : (tensor<2x1x64x128xbf16>, tensor<i32>) -> tensor<1x64x128xbf16>
        %335 = func.call @dynamic_index_in_dim_30(%iterArg_163, %307) : (tensor<2x1x64x512xbf16>, tensor<i32>) -> tensor<1x64x512xbf16>
        %336 = func.call @dynamic_index_in_dim_30(%iterArg_164, %307) : (tensor<2x1x64x512xbf16>, tensor<i32>) -> tensor<1x64x512xbf16>
        %337 = func.call @dynamic_index_in_dim_30(%iterArg_165, %307) : (tensor<2x1x64x512xbf16>, tensor<i32>) -> tensor<1x64x512xbf16>
        %338 = func.call @dynamic_index_in_dim_30(%iterArg_166, %307) : (tensor<2x1x64x512xbf16>, tensor<i32>) -> tensor<1x64x512xbf16>
        %339 = func.call @dynamic_index_in_dim_30(%iterArg_167, %307) : (tensor<2x1x64x512xbf16>, tensor<i32>) -> tensor<1x64x512xbf16>
        %340 = func.call @dynamic_index_in_dim_31(%iterArg_168, %307) : (tensor<2x512x128xbf16>, tensor<i32>) -> tensor<512x128xbf16>
        %341 = func.call @dynamic_index_in_dim_30(%iterArg_169, %307) : (tensor<2x1x64x512xbf16>, tensor<i32>) -> tensor<1x64x512xbf16>
        %342:17 = func.call @closed_call_32(%iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_180, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341) : (tensor<f32>, tensor<f32>, tensor<bf16>, tensor<1x4x1x64x64xi1>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<1x64x128xbf16>, tensor<1x64x128xf32>, tensor<1x64x1xf32>, tensor<1x64x1xf32>, tensor<1x64x128xf32>, tensor<1x1x128xf32>, tensor<1x64x128xf32>, tensor<128x128xbf16>, tensor<1x64x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<1x64x4x1x32xbf16>, tensor<1x64x4x32xbf16>, tensor<1x4x1x64x64xf32>, tensor<1x4x1x64x1xf32>, tensor<1x4x1x64x1xf32>, tensor<1x4x1x64x64xbf16>, tensor<1x64x4x32xbf16>, tensor<128x128xbf16>, tensor<1x64x128xbf16>, tensor<1x64x128xf32>, tensor<1x64x1xf32>, tensor<1x64x1xf32>, tensor<1x64x128xf32>, tensor<1x1x128xf32>, tensor<1x64x128xf32>, tensor<128x512xbf16>, tensor<1x64x128xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<512x128xbf16>, tensor<1x64x512xbf16>) -> (tensor<1x64x128xbf16>, tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>)
        %343 = func.call @dynamic_update_index_in_dim_34(%iterArg_181, %342#1, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %344 = func.call @dynamic_update_index_in_dim_34(%iterArg_182, %342#2, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %345 = func.call @dynamic_update_index_in_dim_35(%iterArg_183, %342#3, %307) : (tensor<2x128x512xf32>, tensor<128x512xf32>, tensor<i32>) -> tensor<2x128x512xf32>
        %346 = func.call @dynamic_update_index_in_dim_36(%iterArg_184, %342#4, %307) : (tensor<2x512xf32>, tensor<512xf32>, tensor<i32>) -> tensor<2x512xf32>
        %347 = func.call @dynamic_update_index_in_dim_37(%iterArg_185, %342#5, %307) : (tensor<2x512x128xf32>, tensor<512x128xf32>, tensor<i32>) -> tensor<2x512x128xf32>
        %348 = func.call @dynamic_update_index_in_dim_34(%iterArg_186, %342#6, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %349 = func.call @dynamic_update_index_in_dim_34(%iterArg_187, %342#7, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %350 = func.call @dynamic_update_index_in_dim_38(%iterArg_188, %342#8, %307) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
        %351 = func.call @dynamic_update_index_in_dim_34(%iterArg_189, %342#9, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %352 = func.call @dynamic_update_index_in_dim_34(%iterArg_190, %342#10, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %353 = func.call @dynamic_update_index_in_dim_34(%iterArg_191, %342#11, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %354 = func.call @dynamic_update_index_in_dim_38(%iterArg_192, %342#12, %307) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
        %355 = func.call @dynamic_update_index_in_dim_34(%iterArg_193, %342#13, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %356 = func.call @dynamic_update_index_in_dim_38(%iterArg_194, %342#14, %307) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
        %357 = func.call @dynamic_update_index_in_dim_34(%iterArg_195, %342#15, %307) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %358 = func.call @dynamic_update_index_in_dim_38(%iterArg_196, %342#16, %307) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
        %c_199 = stablehlo.constant dense<1> : tensor<i32>
        %359 = stablehlo.add %iterArg_179, %c_199 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_141, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %359, %342#0, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358 : tensor<2x1x64x128xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x128xf32>, tensor<2x1x1x128xf32>, tensor<2x1x64x128xf32>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x4x1x32xbf16>, tensor<2x1x64x4x32xbf16>, tensor<2x1x4x1x64x64xf32>, tensor<2x1x4x1x64x1xf32>, tensor<2x1x4x1x64x1xf32>, tensor<2x1x4x1x64x64xbf16>, tensor<2x1x64x4x32xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<2x1x64x128xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x1xf32>, tensor<2x1x64x128xf32>, tensor<2x1x1x128xf32>, tensor<2x1x64x128xf32>, tensor<2x128x512xbf16>, tensor<2x1x64x128xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x1x64x512xbf16>, tensor<2x512x128xbf16>, tensor<2x1x64x512xbf16>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<1x4x1x64x64xi1>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>
      }
      %238 = "stablehlo.all_reduce"(%237#44) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<bf16>
        stablehlo.return %306 : tensor<bf16>
      }) : (tensor<1x64x128xbf16>) -> tensor<1x64x128xbf16>
      %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %239 = stablehlo.reduce(%238 init: %cst_115) applies stablehlo.add across dimensions = [0] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<64x128xbf16>
      %240 = stablehlo.convert %239 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      %241 = func.call @_take_39(%62#1, %237#44) : (tensor<1x64x1xi32>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
      %242 = stablehlo.convert %241 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
      %243 = stablehlo.add %181, %242 : tensor<512x128xf32>
      %244 = "stablehlo.all_reduce"(%243) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<512x128xf32>) -> tensor<512x128xf32>
      %245 = "stablehlo.all_reduce"(%193) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<128xf32>) -> tensor<128xf32>
      %246 = "stablehlo.all_reduce"(%186) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<128xf32>) -> tensor<128xf32>
      %247 = "stablehlo.all_reduce"(%237#45) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %248 = "stablehlo.all_reduce"(%237#46) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %249 = "stablehlo.all_reduce"(%237#47) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %250 = "stablehlo.all_reduce"(%237#48) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x512xf32>) -> tensor<2x512xf32>
      %251 = "stablehlo.all_reduce"(%237#49) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x512x128xf32>) -> tensor<2x512x128xf32>
      %252 = "stablehlo.all_reduce"(%237#50) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %253 = "stablehlo.all_reduce"(%237#51) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %254 = "stablehlo.all_reduce"(%237#52) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %255 = "stablehlo.all_reduce"(%237#53) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %256 = "stablehlo.all_reduce"(%237#54) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %257 = "stablehlo.all_reduce"(%237#55) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %258 = "stablehlo.all_reduce"(%237#56) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %259 = "stablehlo.all_reduce"(%237#57) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %260 = "stablehlo.all_reduce"(%237#58) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %261 = "stablehlo.all_reduce"(%237#59) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %262 = "stablehlo.all_reduce"(%237#60) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %263 = "stablehlo.all_reduce"(%240) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<64x128xf32>) -> tensor<64x128xf32>
      %cst_116 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %264 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %265 = stablehlo.divide %244, %264 : tensor<512x128xf32>
      %cst_117 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %267 = stablehlo.divide %245, %266 : tensor<128xf32>
      %cst_118 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %268 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %269 = stablehlo.divide %246, %268 : tensor<128xf32>
      %cst_119 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %270 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %271 = stablehlo.divide %247, %270 : tensor<2x128xf32>
      %cst_120 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %272 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %273 = stablehlo.divide %248, %272 : tensor<2x128xf32>
      %cst_121 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %274 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
      %275 = stablehlo.divide %249, %274 : tensor<2x128x512xf32>
      %cst_122 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %276 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
      %277 = stablehlo.divide %250, %276 : tensor<2x512xf32>
      %cst_123 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %278 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
      %279 = stablehlo.divide %251, %278 : tensor<2x512x128xf32>
      %cst_124 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %280 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %281 = stablehlo.divide %252, %280 : tensor<2x128xf32>
      %cst_125 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %283 = stablehlo.divide %253, %282 : tensor<2x128xf32>
      %cst_126 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %285 = stablehlo.divide %254, %284 : tensor<2x128x128xf32>
      %cst_127 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %287 = stablehlo.divide %255, %286 : tensor<2x128xf32>
      %cst_128 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %289 = stablehlo.divide %256, %288 : tensor<2x128xf32>
      %cst_129 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %291 = stablehlo.divide %257, %290 : tensor<2x128xf32>
      %cst_130 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %292 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %293 = stablehlo.divide %258, %292 : tensor<2x128x128xf32>
      %cst_131 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %294 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %295 = stablehlo.divide %259, %294 : tensor<2x128xf32>
      %cst_132 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %296 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %297 = stablehlo.divide %260, %296 : tensor<2x128x128xf32>
      %cst_133 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %298 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %299 = stablehlo.divide %261, %298 : tensor<2x128xf32>
      %cst_134 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %300 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %301 = stablehlo.divide %262, %300 : tensor<2x128x128xf32>
      %cst_135 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %302 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %303 = stablehlo.divide %263, %302 : tensor<64x128xf32>
      %304 = "stablehlo.all_reduce"(%160) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %306 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %306 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_136 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %305 = stablehlo.divide %304, %cst_136 : tensor<f32>
      sdy.return %305, %265, %267, %269, %271, %273, %275, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303 : tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>
    } : (tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>, tensor<16x64xi32>, tensor<16x64xi32>) -> (tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>)
    %cst = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4 = stablehlo.multiply %3, %0#2 : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6 = stablehlo.multiply %5, %0#3 : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %8 = stablehlo.multiply %7, %0#4 : tensor<2x128xf32>
    %cst_3 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %10 = stablehlo.multiply %9, %0#5 : tensor<2x128xf32>
    %cst_4 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %12 = stablehlo.multiply %11, %0#6 : tensor<2x128x512xf32>
    %cst_5 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %14 = stablehlo.multiply %13, %0#7 : tensor<2x512xf32>
    %cst_6 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %16 = stablehlo.multiply %15, %0#8 : tensor<2x512x128xf32>
    %cst_7 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %18 = stablehlo.multiply %17, %0#9 : tensor<2x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %20 = stablehlo.multiply %19, %0#10 : tensor<2x128xf32>
    %cst_9 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %22 = stablehlo.multiply %21, %0#11 : tensor<2x128x128xf32>
    %cst_10 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %24 = stablehlo.multiply %23, %0#12 : tensor<2x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %26 = stablehlo.multiply %25, %0#13 : tensor<2x128xf32>
    %cst_12 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %28 = stablehlo.multiply %27, %0#14 : tensor<2x128xf32>
    %cst_13 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %30 = stablehlo.multiply %29, %0#15 : tensor<2x128x128xf32>
    %cst_14 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %32 = stablehlo.multiply %31, %0#16 : tensor<2x128xf32>
    %cst_15 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %34 = stablehlo.multiply %33, %0#17 : tensor<2x128x128xf32>
    %cst_16 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %36 = stablehlo.multiply %35, %0#18 : tensor<2x128xf32>
    %cst_17 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %38 = stablehlo.multiply %37, %0#19 : tensor<2x128x128xf32>
    %cst_18 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %40 = stablehlo.multiply %39, %0#20 : tensor<64x128xf32>
    %41 = stablehlo.add %arg0, %2 : tensor<512x128xf32>
    %42 = stablehlo.add %arg1, %4 : tensor<128xf32>
    %43 = stablehlo.add %arg2, %6 : tensor<128xf32>
    %44 = stablehlo.add %arg3, %8 : tensor<2x128xf32>
    %45 = stablehlo.add %arg4, %10 : tensor<2x128xf32>
    %46 = stablehlo.add %arg5, %12 : tensor<2x128x512xf32>
    %47 = stablehlo.add %arg6, %14 : tensor<2x512xf32>
    %48 = stablehlo.add %arg7, %16 : tensor<2x512x128xf32>
    %49 = stablehlo.add %arg8, %18 : tensor<2x128xf32>
    %50 = stablehlo.add %arg9, %20 : tensor<2x128xf32>
    %51 = stablehlo.add %arg10, %22 : tensor<2x128x128xf32>
    %52 = stablehlo.add %arg11, %24 : tensor<2x128xf32>
    %53 = stablehlo.add %arg12, %26 : tensor<2x128xf32>
    %54 = stablehlo.add %arg13, %28 : tensor<2x128xf32>
    %55 = stablehlo.add %arg14, %30 : tensor<2x128x128xf32>
    %56 = stablehlo.add %arg15, %32 : tensor<2x128xf32>
    %57 = stablehlo.add %arg16, %34 : tensor<2x128x128xf32>
    %58 = stablehlo.add %arg17, %36 : tensor<2x128xf32>
    %59 = stablehlo.add %arg18, %38 : tensor<2x128x128xf32>
    %60 = stablehlo.add %arg19, %40 : tensor<64x128xf32>
    return %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %0#0 : tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<1x64xi32>) -> (tensor<1x64x128xbf16>, tensor<1x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x64xi1>, tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x64x1xi1>, tensor<i1>) -> tensor<1x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xbf16>, tensor<1x64x1xi32>) -> tensor<1x64x128xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x64x128xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x128xi1>, tensor<1x64x128xbf16>
    return %16, %5 : tensor<1x64x128xbf16>, tensor<1x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<1x64xi1>, %arg1: tensor<1x64xi32>, %arg2: tensor<1x64xi32>) -> tensor<1x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x64xi1>, tensor<1x64xi32>
    return %0 : tensor<1x64xi32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<1x4x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x1x64x64xf32>
    return %1, %2 : tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x128xf32>, %arg1: tensor<i32>) -> tensor<128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128xf32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x128x512xf32>, %arg1: tensor<i32>) -> tensor<128x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 512] : (tensor<2x128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x512xf32>) -> tensor<128x512xf32>
    return %1 : tensor<128x512xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x512xf32>, %arg1: tensor<i32>) -> tensor<512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<2x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512xf32>) -> tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x512x128xf32>, %arg1: tensor<i32>) -> tensor<512x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 128] : (tensor<2x512x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512x128xf32>) -> tensor<512x128xf32>
    return %1 : tensor<512x128xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x128x128xf32>, %arg1: tensor<i32>) -> tensor<128x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<bf16>, %arg1: tensor<bf16>, %arg2: tensor<bf16>, %arg3: tensor<bf16>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<bf16>, %arg9: tensor<1x4x1x64x64xi1>, %arg10: tensor<1x4x1x64x64xf32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<f32>, %arg17: tensor<f32>, %arg18: tensor<bf16>, %arg19: tensor<bf16>, %arg20: tensor<1x64x128xbf16>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<512xf32>, %arg25: tensor<512x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128x128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<128x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128x128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128x128xf32>) -> (tensor<1x64x128xbf16>, tensor<1x64x128xf32>, tensor<1x64x1xf32>, tensor<1x64x1xf32>, tensor<1x64x128xf32>, tensor<1x1x128xf32>, tensor<1x64x128xf32>, tensor<128x128xbf16>, tensor<1x64x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<1x64x4x1x32xbf16>, tensor<1x64x4x32xbf16>, tensor<1x4x1x64x64xf32>, tensor<1x4x1x64x1xf32>, tensor<1x4x1x64x1xf32>, tensor<1x4x1x64x64xbf16>, tensor<1x64x4x32xbf16>, tensor<128x128xbf16>, tensor<1x64x128xbf16>, tensor<1x64x128xf32>, tensor<1x64x1xf32>, tensor<1x64x1xf32>, tensor<1x64x128xf32>, tensor<1x1x128xf32>, tensor<1x64x128xf32>, tensor<128x512xbf16>, tensor<1x64x128xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<512x128xbf16>, tensor<1x64x512xbf16>) {
    %0 = stablehlo.convert %arg20 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %3 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x64x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<1x64x128xf32>
    %7 = chlo.square %6 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %8 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<1x64x128xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<1x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1x64x1xf32>
    %14 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %15 = stablehlo.subtract %0, %14 : tensor<1x64x128xf32>
    %16 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %17 = stablehlo.add %13, %16 : tensor<1x64x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<1x64x1xf32>
    %19 = stablehlo.divide %18, %17 : tensor<1x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<1x64x1xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %23 = stablehlo.multiply %15, %22 : tensor<1x64x128xf32>
    %24 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<1x64x128xf32>
    %27 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %29 = stablehlo.add %26, %28 : tensor<1x64x128xf32>
    %30 = stablehlo.convert %29 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %31 = stablehlo.convert %arg34 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %32 = stablehlo.dot_general %30, %31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %33 = stablehlo.convert %arg33 : (tensor<128xf32>) -> tensor<128xbf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<1x64x128xbf16>
    %36 = stablehlo.add %32, %35 : tensor<1x64x128xbf16>
    %37 = stablehlo.reshape %36 : (tensor<1x64x128xbf16>) -> tensor<1x64x4x32xbf16>
    %38 = stablehlo.convert %arg28 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %39 = stablehlo.dot_general %30, %38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %40 = stablehlo.convert %arg27 : (tensor<128xf32>) -> tensor<128xbf16>
    %41 = stablehlo.broadcast_in_dim %40, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<1x64x128xbf16>
    %43 = stablehlo.add %39, %42 : tensor<1x64x128xbf16>
    %44 = stablehlo.reshape %43 : (tensor<1x64x128xbf16>) -> tensor<1x64x4x32xbf16>
    %45 = stablehlo.convert %arg36 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %46 = stablehlo.dot_general %30, %45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %47 = stablehlo.convert %arg35 : (tensor<128xf32>) -> tensor<128xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<1x64x128xbf16>
    %50 = stablehlo.add %46, %49 : tensor<1x64x128xbf16>
    %51 = stablehlo.reshape %50 : (tensor<1x64x128xbf16>) -> tensor<1x64x4x32xbf16>
    %52 = stablehlo.reshape %37 : (tensor<1x64x4x32xbf16>) -> tensor<1x64x4x1x32xbf16>
    %53 = stablehlo.dot_general %44, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xbf16>, tensor<1x64x4x1x32xbf16>) -> tensor<1x4x64x64x1xbf16>
    %54 = stablehlo.transpose %53, dims = [0, 1, 4, 3, 2] : (tensor<1x4x64x64x1xbf16>) -> tensor<1x4x1x64x64xbf16>
    %55 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<bf16>) -> tensor<1x4x1x64x64xbf16>
    %56 = stablehlo.multiply %54, %55 : tensor<1x4x1x64x64xbf16>
    %57 = stablehlo.convert %56 : (tensor<1x4x1x64x64xbf16>) -> tensor<1x4x1x64x64xf32>
    %58 = call @_where_5(%57, %arg9, %arg10) : (tensor<1x4x1x64x64xf32>, tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>) -> tensor<1x4x1x64x64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_1) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x1x64x64xf32>, tensor<f32>) -> tensor<1x4x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<1x4x1x64xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<1x4x1x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x4x1x64xf32>) -> tensor<1x4x1x64x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x64x1xf32>) -> tensor<1x4x1x64x64xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<1x4x1x64x64xf32>
    %65 = stablehlo.exponential %64 : tensor<1x4x1x64x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_2) applies stablehlo.add across dimensions = [4] : (tensor<1x4x1x64x64xf32>, tensor<f32>) -> tensor<1x4x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x4x1x64xf32>) -> tensor<1x4x1x64x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x64x1xf32>) -> tensor<1x4x1x64x64xf32>
    %69 = stablehlo.divide %65, %68 : tensor<1x4x1x64x64xf32>
    %70 = stablehlo.multiply %67, %67 : tensor<1x4x1x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x4x1x64x1xf32>
    %72 = stablehlo.divide %71, %70 : tensor<1x4x1x64x1xf32>
    %73 = stablehlo.convert %69 : (tensor<1x4x1x64x64xf32>) -> tensor<1x4x1x64x64xbf16>
    %74 = stablehlo.dot_general %51, %73, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xbf16>, tensor<1x4x1x64x64xbf16>) -> tensor<1x4x32x1x64xbf16>
    %75 = stablehlo.transpose %74, dims = [0, 4, 1, 3, 2] : (tensor<1x4x32x1x64xbf16>) -> tensor<1x64x4x1x32xbf16>
    %76 = stablehlo.reshape %75 : (tensor<1x64x4x1x32xbf16>) -> tensor<1x64x128xbf16>
    %77 = stablehlo.convert %arg32 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %79 = stablehlo.convert %arg31 : (tensor<128xf32>) -> tensor<128xbf16>
    %80 = stablehlo.broadcast_in_dim %79, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<1x64x128xbf16>
    %82 = stablehlo.add %78, %81 : tensor<1x64x128xbf16>
    %83 = stablehlo.add %arg20, %82 : tensor<1x64x128xbf16>
    %84 = stablehlo.convert %83 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %87 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %88 = stablehlo.divide %86, %87 : tensor<1x64x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %90 = stablehlo.subtract %84, %89 : tensor<1x64x128xf32>
    %91 = chlo.square %90 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %92 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<1x64x128xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<1x64x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%91 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %96 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %97 = stablehlo.divide %95, %96 : tensor<1x64x1xf32>
    %98 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %99 = stablehlo.subtract %84, %98 : tensor<1x64x128xf32>
    %100 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %101 = stablehlo.add %97, %100 : tensor<1x64x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<1x64x1xf32>
    %103 = stablehlo.divide %102, %101 : tensor<1x64x1xf32>
    %104 = stablehlo.broadcast_in_dim %arg17, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<1x64x1xf32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %107 = stablehlo.multiply %99, %106 : tensor<1x64x128xf32>
    %108 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<1x64x128xf32>
    %111 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %113 = stablehlo.add %110, %112 : tensor<1x64x128xf32>
    %114 = stablehlo.convert %113 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %115 = stablehlo.convert %arg23 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x512xbf16>) -> tensor<1x64x512xbf16>
    %117 = stablehlo.convert %arg24 : (tensor<512xf32>) -> tensor<512xbf16>
    %118 = stablehlo.broadcast_in_dim %117, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x64x512xbf16>
    %120 = stablehlo.add %116, %119 : tensor<1x64x512xbf16>
    %121 = stablehlo.multiply %120, %120 : tensor<1x64x512xbf16>
    %122 = stablehlo.multiply %121, %120 : tensor<1x64x512xbf16>
    %123 = stablehlo.multiply %120, %120 : tensor<1x64x512xbf16>
    %124 = stablehlo.broadcast_in_dim %arg18, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %125 = stablehlo.multiply %124, %123 : tensor<1x64x512xbf16>
    %126 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %127 = stablehlo.multiply %126, %122 : tensor<1x64x512xbf16>
    %128 = stablehlo.add %120, %127 : tensor<1x64x512xbf16>
    %129 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %130 = stablehlo.multiply %129, %128 : tensor<1x64x512xbf16>
    %131 = stablehlo.tanh %130 : tensor<1x64x512xbf16>
    %132 = stablehlo.broadcast_in_dim %arg19, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %133 = stablehlo.subtract %132, %131 : tensor<1x64x512xbf16>
    %134 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %135 = stablehlo.add %134, %131 : tensor<1x64x512xbf16>
    %136 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %137 = stablehlo.multiply %136, %135 : tensor<1x64x512xbf16>
    %138 = stablehlo.multiply %120, %137 : tensor<1x64x512xbf16>
    %139 = stablehlo.convert %arg25 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<512x128xbf16>) -> tensor<1x64x128xbf16>
    %141 = stablehlo.convert %arg26 : (tensor<128xf32>) -> tensor<128xbf16>
    %142 = stablehlo.broadcast_in_dim %141, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<1x64x128xbf16>
    %144 = stablehlo.add %140, %143 : tensor<1x64x128xbf16>
    %145 = stablehlo.add %83, %144 : tensor<1x64x128xbf16>
    return %145, %9, %21, %18, %15, %24, %23, %31, %30, %38, %45, %52, %44, %65, %67, %72, %73, %51, %77, %76, %93, %105, %102, %99, %108, %107, %115, %114, %125, %131, %133, %137, %120, %139, %138 : tensor<1x64x128xbf16>, tensor<1x64x128xf32>, tensor<1x64x1xf32>, tensor<1x64x1xf32>, tensor<1x64x128xf32>, tensor<1x1x128xf32>, tensor<1x64x128xf32>, tensor<128x128xbf16>, tensor<1x64x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<1x64x4x1x32xbf16>, tensor<1x64x4x32xbf16>, tensor<1x4x1x64x64xf32>, tensor<1x4x1x64x1xf32>, tensor<1x4x1x64x1xf32>, tensor<1x4x1x64x64xbf16>, tensor<1x64x4x32xbf16>, tensor<128x128xbf16>, tensor<1x64x128xbf16>, tensor<1x64x128xf32>, tensor<1x64x1xf32>, tensor<1x64x1xf32>, tensor<1x64x128xf32>, tensor<1x1x128xf32>, tensor<1x64x128xf32>, tensor<128x512xbf16>, tensor<1x64x128xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<1x64x512xbf16>, tensor<512x128xbf16>, tensor<1x64x512xbf16>
  }
  func.func private @_where_5(%arg0: tensor<1x4x1x64x64xf32>, %arg1: tensor<1x4x1x64x64xi1>, %arg2: tensor<1x4x1x64x64xf32>) -> tensor<1x4x1x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>
    return %0 : tensor<1x4x1x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x1x64x128xf32>, %arg1: tensor<1x64x128xf32>, %arg2: tensor<i32>) -> tensor<2x1x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x64x128xf32>, tensor<1x1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64x128xf32>
    return %1 : tensor<2x1x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<2x1x64x1xf32>, %arg1: tensor<1x64x1xf32>, %arg2: tensor<i32>) -> tensor<2x1x64x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x64x1xf32>) -> tensor<1x1x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x64x1xf32>, tensor<1x1x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64x1xf32>
    return %1 : tensor<2x1x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x1x1x128xf32>, %arg1: tensor<1x1x128xf32>, %arg2: tensor<i32>) -> tensor<2x1x1x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x1x128xf32>, tensor<1x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x128xf32>
    return %1 : tensor<2x1x1x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<2x1x64x128xbf16>, %arg1: tensor<1x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x1x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x64x128xbf16>) -> tensor<1x1x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x64x128xbf16>, tensor<1x1x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64x128xbf16>
    return %1 : tensor<2x1x64x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<2x1x64x4x1x32xbf16>, %arg1: tensor<1x64x4x1x32xbf16>, %arg2: tensor<i32>) -> tensor<2x1x64x4x1x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<1x64x4x1x32xbf16>) -> tensor<1x1x64x4x1x32xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x1x64x4x1x32xbf16>, tensor<1x1x64x4x1x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64x4x1x32xbf16>
    return %1 : tensor<2x1x64x4x1x32xbf16>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<2x1x64x4x32xbf16>, %arg1: tensor<1x64x4x32xbf16>, %arg2: tensor<i32>) -> tensor<2x1x64x4x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<1x64x4x32xbf16>) -> tensor<1x1x64x4x32xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x1x64x4x32xbf16>, tensor<1x1x64x4x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64x4x32xbf16>
    return %1 : tensor<2x1x64x4x32xbf16>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<2x1x4x1x64x64xf32>, %arg1: tensor<1x4x1x64x64xf32>, %arg2: tensor<i32>) -> tensor<2x1x4x1x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<1x4x1x64x64xf32>) -> tensor<1x1x4x1x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x1x4x1x64x64xf32>, tensor<1x1x4x1x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4x1x64x64xf32>
    return %1 : tensor<2x1x4x1x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<2x1x4x1x64x1xf32>, %arg1: tensor<1x4x1x64x1xf32>, %arg2: tensor<i32>) -> tensor<2x1x4x1x64x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<1x4x1x64x1xf32>) -> tensor<1x1x4x1x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x1x4x1x64x1xf32>, tensor<1x1x4x1x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4x1x64x1xf32>
    return %1 : tensor<2x1x4x1x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x1x4x1x64x64xbf16>, %arg1: tensor<1x4x1x64x64xbf16>, %arg2: tensor<i32>) -> tensor<2x1x4x1x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<1x4x1x64x64xbf16>) -> tensor<1x1x4x1x64x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x1x4x1x64x64xbf16>, tensor<1x1x4x1x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4x1x64x64xbf16>
    return %1 : tensor<2x1x4x1x64x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x128x512xbf16>, %arg1: tensor<128x512xbf16>, %arg2: tensor<i32>) -> tensor<2x128x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x512xbf16>) -> tensor<1x128x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x512xbf16>, tensor<1x128x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x512xbf16>
    return %1 : tensor<2x128x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x1x64x512xbf16>, %arg1: tensor<1x64x512xbf16>, %arg2: tensor<i32>) -> tensor<2x1x64x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x64x512xbf16>) -> tensor<1x1x64x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x64x512xbf16>, tensor<1x1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64x512xbf16>
    return %1 : tensor<2x1x64x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<2x512x128xbf16>, %arg1: tensor<512x128xbf16>, %arg2: tensor<i32>) -> tensor<2x512x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x128xbf16>) -> tensor<1x512x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x512x128xbf16>, tensor<1x512x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x512x128xbf16>
    return %1 : tensor<2x512x128xbf16>
  }
  func.func private @take_along_axis(%arg0: tensor<1x64x512xf32>, %arg1: tensor<1x64x1xi32>) -> (tensor<1x64x1xf32>, tensor<64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x64x1xi32>) -> tensor<64x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<64x1x1xi1>, tensor<i1>) -> tensor<64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x64x512xf32>, tensor<64x1x1xi32>) -> tensor<1x64x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<64x1xi1>) -> tensor<1x64x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x1xi1>, tensor<1x64x1xf32>
    return %16, %5 : tensor<1x64x1xf32>, tensor<64x1x1xi32>
  }
  func.func private @take_along_axis_18(%arg0: tensor<64x1x1xi32>, %arg1: tensor<1x64x1xf32>) -> tensor<1x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x64x512xf32>, tensor<64x1x1xi32>, tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
    return %1 : tensor<1x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<2x1x64x128xf32>, %arg1: tensor<i32>) -> tensor<1x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 64, 128] : (tensor<2x1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64x128xf32>) -> tensor<1x64x128xf32>
    return %1 : tensor<1x64x128xf32>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<2x1x64x1xf32>, %arg1: tensor<i32>) -> tensor<1x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 64, 1] : (tensor<2x1x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64x1xf32>) -> tensor<1x64x1xf32>
    return %1 : tensor<1x64x1xf32>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<2x1x1x128xf32>, %arg1: tensor<i32>) -> tensor<1x1x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 128] : (tensor<2x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x128xf32>) -> tensor<1x1x128xf32>
    return %1 : tensor<1x1x128xf32>
  }
  func.func private @dynamic_index_in_dim_22(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @dynamic_index_in_dim_23(%arg0: tensor<2x1x64x128xbf16>, %arg1: tensor<i32>) -> tensor<1x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 64, 128] : (tensor<2x1x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64x128xbf16>) -> tensor<1x64x128xbf16>
    return %1 : tensor<1x64x128xbf16>
  }
  func.func private @dynamic_index_in_dim_24(%arg0: tensor<2x1x64x4x1x32xbf16>, %arg1: tensor<i32>) -> tensor<1x64x4x1x32xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 1, 64, 4, 1, 32] : (tensor<2x1x64x4x1x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x4x1x32xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64x4x1x32xbf16>) -> tensor<1x64x4x1x32xbf16>
    return %1 : tensor<1x64x4x1x32xbf16>
  }
  func.func private @dynamic_index_in_dim_25(%arg0: tensor<2x1x64x4x32xbf16>, %arg1: tensor<i32>) -> tensor<1x64x4x32xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 1, 64, 4, 32] : (tensor<2x1x64x4x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x4x32xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64x4x32xbf16>) -> tensor<1x64x4x32xbf16>
    return %1 : tensor<1x64x4x32xbf16>
  }
  func.func private @dynamic_index_in_dim_26(%arg0: tensor<2x1x4x1x64x64xf32>, %arg1: tensor<i32>) -> tensor<1x4x1x64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 1, 4, 1, 64, 64] : (tensor<2x1x4x1x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x4x1x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x4x1x64x64xf32>) -> tensor<1x4x1x64x64xf32>
    return %1 : tensor<1x4x1x64x64xf32>
  }
  func.func private @dynamic_index_in_dim_27(%arg0: tensor<2x1x4x1x64x1xf32>, %arg1: tensor<i32>) -> tensor<1x4x1x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 1, 4, 1, 64, 1] : (tensor<2x1x4x1x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x4x1x64x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x4x1x64x1xf32>) -> tensor<1x4x1x64x1xf32>
    return %1 : tensor<1x4x1x64x1xf32>
  }
  func.func private @dynamic_index_in_dim_28(%arg0: tensor<2x1x4x1x64x64xbf16>, %arg1: tensor<i32>) -> tensor<1x4x1x64x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 1, 4, 1, 64, 64] : (tensor<2x1x4x1x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x4x1x64x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x4x1x64x64xbf16>) -> tensor<1x4x1x64x64xbf16>
    return %1 : tensor<1x4x1x64x64xbf16>
  }
  func.func private @dynamic_index_in_dim_29(%arg0: tensor<2x128x512xbf16>, %arg1: tensor<i32>) -> tensor<128x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 512] : (tensor<2x128x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x512xbf16>) -> tensor<128x512xbf16>
    return %1 : tensor<128x512xbf16>
  }
  func.func private @dynamic_index_in_dim_30(%arg0: tensor<2x1x64x512xbf16>, %arg1: tensor<i32>) -> tensor<1x64x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 64, 512] : (tensor<2x1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64x512xbf16>) -> tensor<1x64x512xbf16>
    return %1 : tensor<1x64x512xbf16>
  }
  func.func private @dynamic_index_in_dim_31(%arg0: tensor<2x512x128xbf16>, %arg1: tensor<i32>) -> tensor<512x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 128] : (tensor<2x512x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @closed_call_32(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<bf16>, %arg3: tensor<1x4x1x64x64xi1>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<bf16>, %arg7: tensor<bf16>, %arg8: tensor<bf16>, %arg9: tensor<1x64x128xbf16>, %arg10: tensor<1x64x128xf32>, %arg11: tensor<1x64x1xf32>, %arg12: tensor<1x64x1xf32>, %arg13: tensor<1x64x128xf32>, %arg14: tensor<1x1x128xf32>, %arg15: tensor<1x64x128xf32>, %arg16: tensor<128x128xbf16>, %arg17: tensor<1x64x128xbf16>, %arg18: tensor<128x128xbf16>, %arg19: tensor<128x128xbf16>, %arg20: tensor<1x64x4x1x32xbf16>, %arg21: tensor<1x64x4x32xbf16>, %arg22: tensor<1x4x1x64x64xf32>, %arg23: tensor<1x4x1x64x1xf32>, %arg24: tensor<1x4x1x64x1xf32>, %arg25: tensor<1x4x1x64x64xbf16>, %arg26: tensor<1x64x4x32xbf16>, %arg27: tensor<128x128xbf16>, %arg28: tensor<1x64x128xbf16>, %arg29: tensor<1x64x128xf32>, %arg30: tensor<1x64x1xf32>, %arg31: tensor<1x64x1xf32>, %arg32: tensor<1x64x128xf32>, %arg33: tensor<1x1x128xf32>, %arg34: tensor<1x64x128xf32>, %arg35: tensor<128x512xbf16>, %arg36: tensor<1x64x128xbf16>, %arg37: tensor<1x64x512xbf16>, %arg38: tensor<1x64x512xbf16>, %arg39: tensor<1x64x512xbf16>, %arg40: tensor<1x64x512xbf16>, %arg41: tensor<1x64x512xbf16>, %arg42: tensor<512x128xbf16>, %arg43: tensor<1x64x512xbf16>) -> (tensor<1x64x128xbf16>, tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.reduce(%arg9 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<1x1x128xbf16>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<1x1x128xbf16>) -> tensor<1x1x128xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %4 = stablehlo.convert %3 : (tensor<128xbf16>) -> tensor<128xf32>
    %5 = stablehlo.dot_general %arg9, %arg43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x512xbf16>) -> tensor<128x512xbf16>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
    %7 = stablehlo.dot_general %arg9, %arg42, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<512x128xbf16>) -> tensor<1x64x512xbf16>
    %8 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<512x128xbf16>) -> tensor<512x128xbf16>
    %9 = stablehlo.convert %8 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %10 = stablehlo.multiply %arg41, %7 : tensor<1x64x512xbf16>
    %11 = stablehlo.multiply %7, %arg40 : tensor<1x64x512xbf16>
    %12 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %13 = stablehlo.multiply %12, %10 : tensor<1x64x512xbf16>
    %14 = stablehlo.multiply %13, %arg39 : tensor<1x64x512xbf16>
    %15 = stablehlo.multiply %14, %arg38 : tensor<1x64x512xbf16>
    %16 = stablehlo.add %14, %15 : tensor<1x64x512xbf16>
    %17 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %18 = stablehlo.multiply %17, %16 : tensor<1x64x512xbf16>
    %19 = stablehlo.add %11, %18 : tensor<1x64x512xbf16>
    %20 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<bf16>) -> tensor<1x64x512xbf16>
    %21 = stablehlo.multiply %20, %18 : tensor<1x64x512xbf16>
    %22 = stablehlo.multiply %21, %arg37 : tensor<1x64x512xbf16>
    %23 = stablehlo.add %19, %22 : tensor<1x64x512xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %24 = stablehlo.reduce(%23 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<1x64x512xbf16>, tensor<bf16>) -> tensor<1x512xbf16>
    %25 = stablehlo.reshape %24 : (tensor<1x512xbf16>) -> tensor<1x1x512xbf16>
    %26 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %27 = stablehlo.reduce(%26 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %28 = stablehlo.convert %27 : (tensor<512xbf16>) -> tensor<512xf32>
    %29 = stablehlo.dot_general %23, %arg36, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %31 = stablehlo.dot_general %23, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<128x512xbf16>) -> tensor<1x64x128xbf16>
    %32 = "stablehlo.all_reduce"(%30) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<128x512xbf16>) -> tensor<128x512xbf16>
    %33 = stablehlo.convert %32 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %34 = stablehlo.convert %31 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %37 = "stablehlo.all_reduce"(%36) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %188 : tensor<f32>
    }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %39 = stablehlo.multiply %arg34, %34 : tensor<1x64x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %42 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %43 = stablehlo.multiply %34, %42 : tensor<1x64x128xf32>
    %44 = "stablehlo.all_reduce"(%41) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %188 : tensor<f32>
    }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %46 = stablehlo.multiply %arg32, %43 : tensor<1x64x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %49 = stablehlo.broadcast_in_dim %arg31, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %50 = stablehlo.multiply %43, %49 : tensor<1x64x128xf32>
    %51 = stablehlo.multiply %48, %arg30 : tensor<1x64x1xf32>
    %52 = stablehlo.negate %50 : tensor<1x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %55 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %56 = stablehlo.divide %51, %55 : tensor<1x64x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_9) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %60 = stablehlo.multiply %59, %arg29 : tensor<1x64x128xf32>
    %61 = stablehlo.negate %60 : tensor<1x64x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %64 = stablehlo.add %50, %60 : tensor<1x64x128xf32>
    %65 = stablehlo.add %54, %63 : tensor<1x64x1xf32>
    %66 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<1x64x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_11) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %71 = stablehlo.add %64, %70 : tensor<1x64x128xf32>
    %72 = stablehlo.convert %71 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %73 = stablehlo.add %arg9, %72 : tensor<1x64x128xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %74 = stablehlo.reduce(%73 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<1x128xbf16>
    %75 = stablehlo.reshape %74 : (tensor<1x128xbf16>) -> tensor<1x1x128xbf16>
    %76 = "stablehlo.all_reduce"(%75) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<1x1x128xbf16>) -> tensor<1x1x128xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %77 = stablehlo.reduce(%76 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %78 = stablehlo.convert %77 : (tensor<128xbf16>) -> tensor<128xf32>
    %79 = stablehlo.dot_general %73, %arg28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %80 = stablehlo.transpose %79, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %81 = stablehlo.dot_general %73, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %82 = "stablehlo.all_reduce"(%80) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %83 = stablehlo.convert %82 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %84 = stablehlo.reshape %81 : (tensor<1x64x128xbf16>) -> tensor<1x64x4x1x32xbf16>
    %85 = stablehlo.transpose %84, dims = [0, 2, 4, 3, 1] : (tensor<1x64x4x1x32xbf16>) -> tensor<1x4x32x1x64xbf16>
    %86 = stablehlo.dot_general %85, %arg26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x64xbf16>, tensor<1x64x4x32xbf16>) -> tensor<1x4x1x64x64xbf16>
    %87 = stablehlo.dot_general %85, %arg25, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x64xbf16>, tensor<1x4x1x64x64xbf16>) -> tensor<1x4x32x64xbf16>
    %88 = stablehlo.transpose %87, dims = [0, 3, 1, 2] : (tensor<1x4x32x64xbf16>) -> tensor<1x64x4x32xbf16>
    %89 = stablehlo.convert %86 : (tensor<1x4x1x64x64xbf16>) -> tensor<1x4x1x64x64xf32>
    %90 = stablehlo.broadcast_in_dim %arg24, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x64x1xf32>) -> tensor<1x4x1x64x64xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<1x4x1x64x64xf32>
    %92 = stablehlo.multiply %91, %arg22 : tensor<1x4x1x64x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<1x4x1x64x64xf32>, tensor<f32>) -> tensor<1x4x1x64xf32>
    %94 = stablehlo.reshape %93 : (tensor<1x4x1x64xf32>) -> tensor<1x4x1x64x1xf32>
    %95 = stablehlo.negate %94 : tensor<1x4x1x64x1xf32>
    %96 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x64x1xf32>) -> tensor<1x4x1x64x64xf32>
    %97 = stablehlo.divide %89, %96 : tensor<1x4x1x64x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%95 init: %cst_15) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<1x4x1x64x1xf32>, tensor<f32>) -> tensor<4x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1, 3] : (tensor<4x64xf32>) -> tensor<1x4x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x4x1x64xf32>) -> tensor<1x4x1x64x64xf32>
    %101 = stablehlo.add %97, %100 : tensor<1x4x1x64x64xf32>
    %102 = stablehlo.multiply %101, %arg22 : tensor<1x4x1x64x64xf32>
    %103 = call @_where_33(%arg3, %102) : (tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>) -> tensor<1x4x1x64x64xf32>
    %104 = stablehlo.convert %103 : (tensor<1x4x1x64x64xf32>) -> tensor<1x4x1x64x64xbf16>
    %105 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<1x4x1x64x64xbf16>
    %106 = stablehlo.multiply %104, %105 : tensor<1x4x1x64x64xbf16>
    %107 = stablehlo.transpose %106, dims = [0, 1, 4, 3, 2] : (tensor<1x4x1x64x64xbf16>) -> tensor<1x4x64x64x1xbf16>
    %108 = stablehlo.dot_general %107, %arg21, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x64x64x1xbf16>, tensor<1x64x4x32xbf16>) -> tensor<1x4x64x1x32xbf16>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3, 4] : (tensor<1x4x64x1x32xbf16>) -> tensor<1x64x4x1x32xbf16>
    %110 = stablehlo.dot_general %107, %arg20, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x64x64x1xbf16>, tensor<1x64x4x1x32xbf16>) -> tensor<1x4x64x32xbf16>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] : (tensor<1x4x64x32xbf16>) -> tensor<1x64x4x32xbf16>
    %112 = stablehlo.reshape %109 : (tensor<1x64x4x1x32xbf16>) -> tensor<1x64x4x32xbf16>
    %113 = stablehlo.reshape %88 : (tensor<1x64x4x32xbf16>) -> tensor<1x64x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %114 = stablehlo.reduce(%113 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<1x128xbf16>
    %115 = stablehlo.reshape %114 : (tensor<1x128xbf16>) -> tensor<1x1x128xbf16>
    %116 = "stablehlo.all_reduce"(%115) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<1x1x128xbf16>) -> tensor<1x1x128xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %117 = stablehlo.reduce(%116 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %118 = stablehlo.convert %117 : (tensor<128xbf16>) -> tensor<128xf32>
    %119 = stablehlo.dot_general %113, %arg17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %121 = stablehlo.dot_general %113, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %122 = "stablehlo.all_reduce"(%120) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %123 = stablehlo.convert %122 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %124 = stablehlo.reshape %111 : (tensor<1x64x4x32xbf16>) -> tensor<1x64x128xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %125 = stablehlo.reduce(%124 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<1x128xbf16>
    %126 = stablehlo.reshape %125 : (tensor<1x128xbf16>) -> tensor<1x1x128xbf16>
    %127 = "stablehlo.all_reduce"(%126) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<1x1x128xbf16>) -> tensor<1x1x128xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %128 = stablehlo.reduce(%127 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %129 = stablehlo.convert %128 : (tensor<128xbf16>) -> tensor<128xf32>
    %130 = stablehlo.dot_general %124, %arg17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %131 = stablehlo.transpose %130, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %132 = stablehlo.dot_general %124, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %133 = stablehlo.add %121, %132 : tensor<1x64x128xbf16>
    %134 = "stablehlo.all_reduce"(%131) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %135 = stablehlo.convert %134 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %136 = stablehlo.reshape %112 : (tensor<1x64x4x32xbf16>) -> tensor<1x64x128xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.reduce(%136 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<1x128xbf16>
    %138 = stablehlo.reshape %137 : (tensor<1x128xbf16>) -> tensor<1x1x128xbf16>
    %139 = "stablehlo.all_reduce"(%138) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<1x1x128xbf16>) -> tensor<1x1x128xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.reduce(%139 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %141 = stablehlo.convert %140 : (tensor<128xbf16>) -> tensor<128xf32>
    %142 = stablehlo.dot_general %136, %arg17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %143 = stablehlo.transpose %142, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %144 = stablehlo.dot_general %136, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %145 = stablehlo.add %133, %144 : tensor<1x64x128xbf16>
    %146 = "stablehlo.all_reduce"(%143) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %188 : tensor<bf16>
    }) : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %147 = stablehlo.convert %146 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %148 = stablehlo.convert %145 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %150 = stablehlo.reshape %149 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %151 = "stablehlo.all_reduce"(%150) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %188 : tensor<f32>
    }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %153 = stablehlo.multiply %arg15, %148 : tensor<1x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %155 = stablehlo.reshape %154 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %156 = stablehlo.broadcast_in_dim %arg14, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %157 = stablehlo.multiply %148, %156 : tensor<1x64x128xf32>
    %158 = "stablehlo.all_reduce"(%155) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %188 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %188 : tensor<f32>
    }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %160 = stablehlo.multiply %arg13, %157 : tensor<1x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %162 = stablehlo.reshape %161 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %163 = stablehlo.broadcast_in_dim %arg12, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %164 = stablehlo.multiply %157, %163 : tensor<1x64x128xf32>
    %165 = stablehlo.multiply %162, %arg11 : tensor<1x64x1xf32>
    %166 = stablehlo.negate %164 : tensor<1x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %168 = stablehlo.reshape %167 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %169 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %170 = stablehlo.divide %165, %169 : tensor<1x64x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_28) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %174 = stablehlo.multiply %173, %arg10 : tensor<1x64x128xf32>
    %175 = stablehlo.negate %174 : tensor<1x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %178 = stablehlo.add %164, %174 : tensor<1x64x128xf32>
    %179 = stablehlo.add %168, %177 : tensor<1x64x1xf32>
    %180 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %181 = stablehlo.divide %179, %180 : tensor<1x64x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_30) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %185 = stablehlo.add %178, %184 : tensor<1x64x128xf32>
    %186 = stablehlo.convert %185 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %187 = stablehlo.add %73, %186 : tensor<1x64x128xbf16>
    return %187, %159, %152, %33, %28, %9, %4, %129, %135, %45, %38, %78, %83, %141, %147, %118, %123 : tensor<1x64x128xbf16>, tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>
  }
  func.func private @_where_33(%arg0: tensor<1x4x1x64x64xi1>, %arg1: tensor<1x4x1x64x64xf32>) -> tensor<1x4x1x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x1x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x4x1x64x64xi1>, tensor<1x4x1x64x64xf32>
    return %1 : tensor<1x4x1x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_34(%arg0: tensor<2x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>) -> tensor<2x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<2x128xf32>
    return %1 : tensor<2x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_35(%arg0: tensor<2x128x512xf32>, %arg1: tensor<128x512xf32>, %arg2: tensor<i32>) -> tensor<2x128x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x512xf32>) -> tensor<1x128x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x512xf32>, tensor<1x128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x512xf32>
    return %1 : tensor<2x128x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_36(%arg0: tensor<2x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<i32>) -> tensor<2x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<2x512xf32>
    return %1 : tensor<2x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_37(%arg0: tensor<2x512x128xf32>, %arg1: tensor<512x128xf32>, %arg2: tensor<i32>) -> tensor<2x512x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x128xf32>) -> tensor<1x512x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x512x128xf32>, tensor<1x512x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x512x128xf32>
    return %1 : tensor<2x512x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_38(%arg0: tensor<2x128x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>) -> tensor<2x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    return %1 : tensor<2x128x128xf32>
  }
  func.func private @_take_39(%arg0: tensor<1x64x1xi32>, %arg1: tensor<1x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<1x64x1xi32>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<512x128xbf16>) -> tensor<512x128xbf16>
    return %2 : tensor<512x128xbf16>
  }
}
