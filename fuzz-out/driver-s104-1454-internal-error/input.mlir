module {
  func.func @main(%arg0: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<6.250000e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %2 = "tosa.const"() <{values = dense<6.250000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %3 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %4 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32> : tensor<1x1x16xf32>}> : () -> tensor<1x1x16xf32>
    %5 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_1> : tensor<1x1x16xf32>}> : () -> tensor<1x1x16xf32>
    %6 = tosa.cast %arg0 : (tensor<4x8x16xf32>) -> tensor<4x8x16xf64>
    %7 = tosa.reduce_sum %6 {axis = 2 : i32} : (tensor<4x8x16xf64>) -> tensor<4x8x1xf64>
    %8 = tosa.mul %7, %1, %0 : (tensor<4x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<4x8x1xf64>
    %9 = tosa.sub %6, %8 : (tensor<4x8x16xf64>, tensor<4x8x1xf64>) -> tensor<4x8x16xf64>
    %10 = tosa.mul %9, %9, %0 : (tensor<4x8x16xf64>, tensor<4x8x16xf64>, tensor<1xi8>) -> tensor<4x8x16xf64>
    %11 = tosa.reduce_sum %10 {axis = 2 : i32} : (tensor<4x8x16xf64>) -> tensor<4x8x1xf64>
    %12 = tosa.mul %11, %1, %0 : (tensor<4x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<4x8x1xf64>
    %13 = tosa.cast %12 : (tensor<4x8x1xf64>) -> tensor<4x8x1xf32>
    %14 = tosa.reduce_sum %arg0 {axis = 2 : i32} : (tensor<4x8x16xf32>) -> tensor<4x8x1xf32>
    %15 = tosa.mul %14, %2, %0 : (tensor<4x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x8x1xf32>
    %16 = tosa.add %13, %3 : (tensor<4x8x1xf32>, tensor<1x1x1xf32>) -> tensor<4x8x1xf32>
    %17 = tosa.rsqrt %16 : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %18 = tosa.sub %arg0, %15 : (tensor<4x8x16xf32>, tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
  return %0 : tensor<4xbf16>
    %19 = tosa.mul %18, %17, %0 : (tensor<4x8x16xf32>, tensor<4x8x1xf32>, tensor<1xi8>) -> tensor<4x8x16xf32>
    %20 = tosa.mul %19, %4, %0 : (tensor<4x8x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<4x8x16xf32>
    %21 = tosa.add %20, %5 : (tensor<4x8x16xf32>, tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %22 = tosa.reduce_max %21 {axis = 2 : i32} : (tensor<4x8x16xf32>) -> tensor<4x8x1xf32>
    %23 = tosa.sub %21, %22 : (tensor<4x8x16xf32>, tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %24 = tosa.exp %23 : (tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %25 = tosa.reduce_sum %24 {axis = 2 : i32} : (tensor<4x8x16xf32>) -> tensor<4x8x1xf32>
    %26 = tosa.reciprocal %25 : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %27 = tosa.mul %24, %26, %0 : (tensor<4x8x16xf32>, tensor<4x8x1xf32>, tensor<1xi8>) -> tensor<4x8x16xf32>
    return %27 : tensor<4x8x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
