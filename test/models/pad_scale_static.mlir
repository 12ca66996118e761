module {
  func.func @main(%arg0: tensor<4x12xf32>) -> tensor<4x15xf32> {
    %0 = tosa.const_shape  {values = dense<[0, 0, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %4 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %5 = tosa.pad %arg0, %0, %2 : (tensor<4x12xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x15xf32>
    %6 = tosa.mul %5, %3, %1 : (tensor<4x15xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x15xf32>
    %7 = tosa.sub %6, %4 : (tensor<4x15xf32>, tensor<1x1xf32>) -> tensor<4x15xf32>
    return %7 : tensor<4x15xf32>
  }
}
