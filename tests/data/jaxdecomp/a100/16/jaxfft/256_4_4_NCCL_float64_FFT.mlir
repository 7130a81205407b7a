module @jit_do_fft attributes {mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256x256xf64> {mhlo.layout_mode = "{2,1,0}", mhlo.sharding = "{devices=[4,4,1]<=[16]}"}) -> (tensor<256x256x256xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = call @do_fft(%arg0) : (tensor<256x256x256xf64>) -> tensor<256x256x256xcomplex<f64>>
    return %0 : tensor<256x256x256xcomplex<f64>>
  }
  func.func private @do_fft(%arg0: tensor<256x256x256xf64> {mhlo.layout_mode = "default"}) -> (tensor<256x256x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = call @fft3d(%arg0) : (tensor<256x256x256xf64>) -> tensor<256x256x256xcomplex<f64>>
    return %0 : tensor<256x256x256xcomplex<f64>>
  }
  func.func private @fft3d(%arg0: tensor<256x256x256xf64> {mhlo.layout_mode = "default"}) -> (tensor<256x256x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,4,1]<=[16]}"} : (tensor<256x256x256xf64>) -> tensor<256x256x256xf64>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x256x256xf64>) -> tensor<64x64x256xf64>
    %2 = call @shmap_body(%1) : (tensor<64x64x256xf64>) -> tensor<64x64x256xcomplex<f64>>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x64x256xcomplex<f64>>) -> tensor<64x64x256xcomplex<f64>>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[4,4,1]<=[16]}"} : (tensor<64x64x256xcomplex<f64>>) -> tensor<256x256x256xcomplex<f64>>
    return %4 : tensor<256x256x256xcomplex<f64>>
  }
  func.func private @shmap_body(%arg0: tensor<64x64x256xf64>) -> (tensor<64x64x256xcomplex<f64>> {jax.result_info = "[('z',), ('y',), None]"}) {
    %0 = call @fft(%arg0) : (tensor<64x64x256xf64>) -> tensor<64x64x256xcomplex<f64>>
    %1 = "stablehlo.all_to_all"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<64x64x256xcomplex<f64>>) -> tensor<64x256x64xcomplex<f64>>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] : (tensor<64x256x64xcomplex<f64>>) -> tensor<64x64x256xcomplex<f64>>
    %3 = call @fft_0(%2) : (tensor<64x64x256xcomplex<f64>>) -> tensor<64x64x256xcomplex<f64>>
    %4 = "stablehlo.all_to_all"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 4, 8, 12], [1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15]]> : tensor<4x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<64x64x256xcomplex<f64>>) -> tensor<64x256x64xcomplex<f64>>
    %5 = stablehlo.transpose %4, dims = [2, 0, 1] : (tensor<64x256x64xcomplex<f64>>) -> tensor<64x64x256xcomplex<f64>>
    %6 = call @fft_1(%5) : (tensor<64x64x256xcomplex<f64>>) -> tensor<64x64x256xcomplex<f64>>
    return %6 : tensor<64x64x256xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<64x64x256xf64> {mhlo.layout_mode = "default"}) -> (tensor<64x64x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.convert %arg0 : (tensor<64x64x256xf64>) -> tensor<64x64x256xcomplex<f64>>
    %1 = stablehlo.fft %0, type =  FFT, length = [256] : (tensor<64x64x256xcomplex<f64>>) -> tensor<64x64x256xcomplex<f64>>
    return %1 : tensor<64x64x256xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<64x64x256xcomplex<f64>> {mhlo.layout_mode = "default"}) -> (tensor<64x64x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  FFT, length = [256] : (tensor<64x64x256xcomplex<f64>>) -> tensor<64x64x256xcomplex<f64>>
    return %0 : tensor<64x64x256xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<64x64x256xcomplex<f64>> {mhlo.layout_mode = "default"}) -> (tensor<64x64x256xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  FFT, length = [256] : (tensor<64x64x256xcomplex<f64>>) -> tensor<64x64x256xcomplex<f64>>
    return %0 : tensor<64x64x256xcomplex<f64>>
  }
}

