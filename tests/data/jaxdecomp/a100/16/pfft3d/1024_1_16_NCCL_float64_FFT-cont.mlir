module @jit_do_fft attributes {mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x64x1024xf64> {mhlo.layout_mode = "{2,1,0}", mhlo.sharding = "{devices=[16,1,1]<=[16]}"}) -> (tensor<64x1024x16384xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = call @do_fft(%arg0) : (tensor<16384x64x1024xf64>) -> tensor<64x1024x16384xcomplex<f64>>
    return %0 : tensor<64x1024x16384xcomplex<f64>>
  }
  func.func private @do_fft(%arg0: tensor<16384x64x1024xf64> {mhlo.layout_mode = "default"}) -> (tensor<64x1024x16384xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = call @_do_pfft(%arg0) : (tensor<16384x64x1024xf64>) -> tensor<64x1024x16384xcomplex<f64>>
    return %0 : tensor<64x1024x16384xcomplex<f64>>
  }
  func.func private @_do_pfft(%arg0: tensor<16384x64x1024xf64> {mhlo.layout_mode = "default"}) -> (tensor<64x1024x16384xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = call @pfft_impl(%arg0) : (tensor<16384x64x1024xf64>) -> tensor<64x1024x16384xcomplex<f64>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<64x1024x16384xcomplex<f64>>
    %2 = stablehlo.multiply %0, %1 : tensor<64x1024x16384xcomplex<f64>>
    return %2 : tensor<64x1024x16384xcomplex<f64>>
  }
  func.func private @pfft_impl(%arg0: tensor<16384x64x1024xf64> {mhlo.layout_mode = "default"}) -> (tensor<64x1024x16384xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16384x64x1024xf64>) -> tensor<16384x64x1024xcomplex<f64>>
    %1 = stablehlo.custom_call @CustomSPMDPartitioning(%0) {api_version = 2 : i32, backend_config = "22731370541216"} : (tensor<16384x64x1024xcomplex<f64>>) -> tensor<64x1024x16384xcomplex<f64>>
    return %1 : tensor<64x1024x16384xcomplex<f64>>
  }
}

