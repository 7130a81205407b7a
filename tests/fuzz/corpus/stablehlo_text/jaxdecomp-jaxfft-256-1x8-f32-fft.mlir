module @jit_do_fft attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256x256xf32> {mhlo.layout_mode = "{2,1,0}", mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<256x256x256xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = call @do_fft(%arg0) : (tensor<256x256x256xf32>) -> tensor<256x256x256xcomplex<f32>>
    return %0 : tensor<256x256x256xcomplex<f32>>
  }
  func.func private @do_fft(%arg0: tensor<256x256x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<256x256x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = call @fft3d(%arg0) : (tensor<256x256x256xf32>) -> tensor<256x256x256xcomplex<f32>>
    return %0 : tensor<256x256x256xcomplex<f32>>
  }
  func.func private @fft3d(%arg0: tensor<256x256x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<256x256x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<256x256x256xf32>) -> tensor<256x256x256xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x256x256xf32>) -> tensor<32x256x256xf32>
    %2 = call @shmap_body(%1) : (tensor<32x256x256xf32>) -> tensor<32x256x256xcomplex<f32>>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x256x256xcomplex<f32>>) -> tensor<32x256x256xcomplex<f32>>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<32x256x256xcomplex<f32>>) -> tensor<256x256x256xcomplex<f32>>
    return %4 : tensor<256x256x256xcomplex<f32>>
  }
  func.func private @shmap_body(%arg0: tensor<32x256x256xf32>) -> (tensor<32x256x256xcomplex<f32>> {jax.result_info = "[('z',), ('y',), None]"}) {
    %0 = call @fft(%arg0) : (tensor<32x256x256xf32>) -> tensor<32x256x256xcomplex<f32>>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] : (tensor<32x256x256xcomplex<f32>>) -> tensor<256x32x256xcomplex<f32>>
    %2 = call @fft_0(%1) : (tensor<256x32x256xcomplex<f32>>) -> tensor<256x32x256xcomplex<f32>>
    %3 = "stablehlo.all_to_all"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 2 : i64}> : (tensor<256x32x256xcomplex<f32>>) -> tensor<256x256x32xcomplex<f32>>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] : (tensor<256x256x32xcomplex<f32>>) -> tensor<32x256x256xcomplex<f32>>
    %5 = call @fft_1(%4) : (tensor<32x256x256xcomplex<f32>>) -> tensor<32x256x256xcomplex<f32>>
    return %5 : tensor<32x256x256xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<32x256x256xf32> {mhlo.layout_mode = "default"}) -> (tensor<32x256x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.convert %arg0 : (tensor<32x256x256xf32>) -> tensor<32x256x256xcomplex<f32>>
    %1 = stablehlo.fft %0, type =  FFT, length = [256] : (tensor<32x256x256xcomplex<f32>>) -> tensor<32x256x256xcomplex<f32>>
    return %1 : tensor<32x256x256xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<256x32x256xcomplex<f32>> {mhlo.layout_mode = "default"}) -> (tensor<256x32x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  FFT, length = [256] : (tensor<256x32x256xcomplex<f32>>) -> tensor<256x32x256xcomplex<f32>>
    return %0 : tensor<256x32x256xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<32x256x256xcomplex<f32>> {mhlo.layout_mode = "default"}) -> (tensor<32x256x256xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.fft %arg0, type =  FFT, length = [256] : (tensor<32x256x256xcomplex<f32>>) -> tensor<32x256x256xcomplex<f32>>
    return %0 : tensor<32x256x256xcomplex<f32>>
  }
}

