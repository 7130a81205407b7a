module @jit_do_ifft attributes {mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256x256xcomplex<f64>> {mhlo.layout_mode = "{2,1,0}", mhlo.sharding = "{devices=[1,16,1]<=[16]}"}) -> (tensor<256x256x256xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = call @do_ifft(%arg0) : (tensor<256x256x256xcomplex<f64>>) -> tensor<256x256x256xcomplex<f64>>
    return %0 : tensor<256x256x256xcomplex<f64>>
  }
  func.func private @do_ifft(%arg0: tensor<256x256x256xcomplex<f64>> {mhlo.layout_mode = "default"}) -> (tensor<256x256x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = call @ifft3d(%arg0) : (tensor<256x256x256xcomplex<f64>>) -> tensor<256x256x256xcomplex<f64>>
    return %0 : tensor<256x256x256xcomplex<f64>>
  }
  func.func private @ifft3d(%arg0: tensor<256x256x256xcomplex<f64>> {mhlo.layout_mode = "default"}) -> (tensor<256x256x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,16,1]<=[16]}"} : (tensor<256x256x256xcomplex<f64>>) -> tensor<256x256x256xcomplex<f64>>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x256x256xcomplex<f64>>) -> tensor<256x16x256xcomplex<f64>>
    %2 = call @shmap_body(%1) : (tensor<256x16x256xcomplex<f64>>) -> tensor<256x16x256xcomplex<f64>>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x16x256xcomplex<f64>>) -> tensor<256x16x256xcomplex<f64>>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[1,16,1]<=[16]}"} : (tensor<256x16x256xcomplex<f64>>) -> tensor<256x256x256xcomplex<f64>>
    return %4 : tensor<256x256x256xcomplex<f64>>
  }
  func.func private @shmap_body(%arg0: tensor<256x16x256xcomplex<f64>>) -> (tensor<256x16x256xcomplex<f64>> {jax.result_info = "[('z',), ('y',), None]"}) {
    %0 = call @fft(%arg0) : (tensor<256x16x256xcomplex<f64>>) -> tensor<256x16x256xcomplex<f64>>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] : (tensor<256x16x256xcomplex<f64>>) -> tensor<16x256x256xcomplex<f64>>
    %2 = call @fft_0(%1) : (tensor<16x256x256xcomplex<f64>>) -> tensor<16x256x256xcomplex<f64>>
    %3 = "stablehlo.all_to_all"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>, split_count = 16 : i64, split_dimension = 2 : i64}> : (tensor<16x256x256xcomplex<f64>>) -> tensor<256x256x16xcomplex<f64>>
    %4 = stablehlo.transpose %3, dims = [1, 2, 0] : (tensor<256x256x16xcomplex<f64>>) -> tensor<256x16x256xcomplex<f64>>
    %5 = call @fft_1(%4) : (tensor<256x16x256xcomplex<f64>>) -> tensor<256x16x256xcomplex<f64>>
    return %5 : tensor<256x16x256xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<256x16x256xcomplex<f64>> {mhlo.layout_mode = "default"}) -> (tensor<256x16x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  IFFT, length = [256] : (tensor<256x16x256xcomplex<f64>>) -> tensor<256x16x256xcomplex<f64>>
    return %0 : tensor<256x16x256xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<16x256x256xcomplex<f64>> {mhlo.layout_mode = "default"}) -> (tensor<16x256x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  IFFT, length = [256] : (tensor<16x256x256xcomplex<f64>>) -> tensor<16x256x256xcomplex<f64>>
    return %0 : tensor<16x256x256xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<256x16x256xcomplex<f64>> {mhlo.layout_mode = "default"}) -> (tensor<256x16x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  IFFT, length = [256] : (tensor<256x16x256xcomplex<f64>>) -> tensor<256x16x256xcomplex<f64>>
    return %0 : tensor<256x16x256xcomplex<f64>>
  }
}

