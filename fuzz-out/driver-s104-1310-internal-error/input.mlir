module {
  func.func @main(%arg0: tensor<?x16xf32>, %arg1: tensor<1x16xi1>) -> (tensor<?x16xf32>, tensor<?x16xi1>) {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>?> : () -> tensor<1x1xf32>
    %3 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xf64>}> : () -> tensor<1x1xf64>
    %4 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %5 = tosa.select %arg1, %arg0, %2 : (tensor<1x16xi1>, tensor<?x16xf32>, tensor<1x1xf32>) -> tensor<?x16xf32>
    %6 = tosa.cast %arg0 : (tensor<?x16xf32>) -> tensor<?x16xf64>
    %7 = tosa.greater %6, %3 : (tensor<?x16xf64>, tensor<1x1xf64>) -> tensor<?x16xi1>
    %8 = tosa.mul %5, %4, %0 : (tensor<?x16xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x16xf32>
    %9 = tosa.negate %5, %1, %1 : (tensor<?x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x16xf32>
    %10 = tosa.select %7, %8, %9 : (tensor<?x16xi1>, tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
    return %10, %7 : tensor<?x16xf32>, tensor<?x16xi1>
  }
}
