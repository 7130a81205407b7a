module @jit_do_fft attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x128x256xf32> {mhlo.layout_mode = "{2,1,0}", mhlo.sharding = "{devices=[4,2,1]<=[8]}"}) -> (tensor<128x256x512xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = call @do_fft(%arg0) : (tensor<512x128x256xf32>) -> tensor<128x256x512xcomplex<f32>>
    return %0 : tensor<128x256x512xcomplex<f32>>
  }
  func.func private @do_fft(%arg0: tensor<512x128x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<128x256x512xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = call @_do_pfft(%arg0) : (tensor<512x128x256xf32>) -> tensor<128x256x512xcomplex<f32>>
    return %0 : tensor<128x256x512xcomplex<f32>>
  }
  func.func private @_do_pfft(%arg0: tensor<512x128x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<128x256x512xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = call @pfft_impl(%arg0) : (tensor<512x128x256xf32>) -> tensor<128x256x512xcomplex<f32>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<128x256x512xcomplex<f32>>
    %2 = stablehlo.multiply %0, %1 : tensor<128x256x512xcomplex<f32>>
    return %2 : tensor<128x256x512xcomplex<f32>>
  }
  func.func private @pfft_impl(%arg0: tensor<512x128x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<128x256x512xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.convert %arg0 : (tensor<512x128x256xf32>) -> tensor<512x128x256xcomplex<f32>>
    %1 = stablehlo.custom_call @CustomSPMDPartitioning(%0) {api_version = 2 : i32, backend_config = "23292192152480"} : (tensor<512x128x256xcomplex<f32>>) -> tensor<128x256x512xcomplex<f32>>
    return %1 : tensor<128x256x512xcomplex<f32>>
  }
}

