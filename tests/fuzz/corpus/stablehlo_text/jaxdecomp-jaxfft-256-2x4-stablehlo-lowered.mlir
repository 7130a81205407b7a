module @jit_do_fft attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256x256xf32> {mhlo.layout_mode = "{2,1,0}", mhlo.sharding = "{devices=[4,2,1]<=[8]}"}) -> (tensor<256x256x256xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = call @do_fft(%arg0) : (tensor<256x256x256xf32>) -> tensor<256x256x256xcomplex<f32>>
    return %0 : tensor<256x256x256xcomplex<f32>>
  }
  func.func private @do_fft(%arg0: tensor<256x256x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<256x256x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = call @fft3d(%arg0) : (tensor<256x256x256xf32>) -> tensor<256x256x256xcomplex<f32>>
    return %0 : tensor<256x256x256xcomplex<f32>>
  }
  func.func private @fft3d(%arg0: tensor<256x256x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<256x256x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,2,1]<=[8]}"} : (tensor<256x256x256xf32>) -> tensor<256x256x256xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x256x256xf32>) -> tensor<64x128x256xf32>
    %2 = call @shmap_body(%1) : (tensor<64x128x256xf32>) -> tensor<64x128x256xcomplex<f32>>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x128x256xcomplex<f32>>) -> tensor<64x128x256xcomplex<f32>>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[4,2,1]<=[8]}"} : (tensor<64x128x256xcomplex<f32>>) -> tensor<256x256x256xcomplex<f32>>
    return %4 : tensor<256x256x256xcomplex<f32>>
  }
  func.func private @shmap_body(%arg0: tensor<64x128x256xf32>) -> (tensor<64x128x256xcomplex<f32>> {jax.result_info = "[('z',), ('y',), None]"}) {
    %0 = call @fft(%arg0) : (tensor<64x128x256xf32>) -> tensor<64x128x256xcomplex<f32>>
    %1 = "stablehlo.all_to_all"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count = 2 : i64, split_dimension = 2 : i64}> : (tensor<64x128x256xcomplex<f32>>) -> tensor<64x256x128xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] : (tensor<64x256x128xcomplex<f32>>) -> tensor<128x64x256xcomplex<f32>>
    %3 = call @fft_0(%2) : (tensor<128x64x256xcomplex<f32>>) -> tensor<128x64x256xcomplex<f32>>
    %4 = "stablehlo.all_to_all"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<128x64x256xcomplex<f32>>) -> tensor<128x256x64xcomplex<f32>>
    %5 = stablehlo.transpose %4, dims = [2, 0, 1] : (tensor<128x256x64xcomplex<f32>>) -> tensor<64x128x256xcomplex<f32>>
    %6 = call @fft_1(%5) : (tensor<64x128x256xcomplex<f32>>) -> tensor<64x128x256xcomplex<f32>>
    return %6 : tensor<64x128x256xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<64x128x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<64x128x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.convert %arg0 : (tensor<64x128x256xf32>) -> tensor<64x128x256xcomplex<f32>>
    %1 = stablehlo.fft %0, type =  FFT, length = [256] : (tensor<64x128x256xcomplex<f32>>) -> tensor<64x128x256xcomplex<f32>>
    return %1 : tensor<64x128x256xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<128x64x256xcomplex<f32>> {mhlo.layout_mode = "default"}) -> (tensor<128x64x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  FFT, length = [256] : (tensor<128x64x256xcomplex<f32>>) -> tensor<128x64x256xcomplex<f32>>
    return %0 : tensor<128x64x256xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<64x128x256xcomplex<f32>> {mhlo.layout_mode = "default"}) -> (tensor<64x128x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  FFT, length = [256] : (tensor<64x128x256xcomplex<f32>>) -> tensor<64x128x256xcomplex<f32>>
    return %0 : tensor<64x128x256xcomplex<f32>>
  }
}
