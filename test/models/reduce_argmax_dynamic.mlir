module {
  func.func @main(%arg0: tensor<?x8x16xf32>) -> (tensor<?x8x16xf32>, tensor<?x8xi64>) {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<6.250000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %2 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %3 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %4 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %5 = tosa.reduce_sum %arg0 {axis = 2 : i32} : (tensor<?x8x16xf32>) -> tensor<?x8x1xf32>
    %6 = tosa.mul %5, %1, %0 : (tensor<?x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x8x1xf32>
    %7 = tosa.sub %arg0, %6 : (tensor<?x8x16xf32>, tensor<?x8x1xf32>) -> tensor<?x8x16xf32>
    %8 = tosa.pow %7, %2 : (tensor<?x8x16xf32>, tensor<1x1x1xf32>) -> tensor<?x8x16xf32>
    %9 = tosa.reduce_sum %8 {axis = 2 : i32} : (tensor<?x8x16xf32>) -> tensor<?x8x1xf32>
    %10 = tosa.reduce_max %arg0 {axis = 1 : i32} : (tensor<?x8x16xf32>) -> tensor<?x1x16xf32>
    %11 = tosa.add %9, %3 : (tensor<?x8x1xf32>, tensor<1x1x1xf32>) -> tensor<?x8x1xf32>
    %12 = tosa.pow %11, %4 : (tensor<?x8x1xf32>, tensor<1x1x1xf32>) -> tensor<?x8x1xf32>
    %13 = tosa.reciprocal %12 : (tensor<?x8x1xf32>) -> tensor<?x8x1xf32>
    %14 = tosa.mul %7, %13, %0 : (tensor<?x8x16xf32>, tensor<?x8x1xf32>, tensor<1xi8>) -> tensor<?x8x16xf32>
    %15 = tosa.add %14, %10 : (tensor<?x8x16xf32>, tensor<?x1x16xf32>) -> tensor<?x8x16xf32>
    %16 = tosa.argmax %arg0 {axis = 2 : i32} : (tensor<?x8x16xf32>) -> tensor<?x8xi64>
    return %15, %16 : tensor<?x8x16xf32>, tensor<?x8xi64>
  }
}
