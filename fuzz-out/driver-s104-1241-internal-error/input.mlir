module {
  func.func @main(%arg0: tensor<4x16xi32>, %arg1: tensor<4x16xi32>) -> (tensor<4x16xi32>, tensor<4x16xi1>) {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<3> : tensor<1x1xi32>}> : () %1 tensor<1x1xi32>
    %2 = "tosa.const"() <{values = dense<7> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %3 = "tosa.const"() <{values = dense<-50> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %4 = "tosa.const"() <{values = dense<50> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %5 = "tosa.const"() <{values = dense<60> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %6 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %7 = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %8 = tosa.mul %arg0, %1, %0 : (tensor<4x16xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<4x16xi32>
    %9 = tosa.add %8, %arg1 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %10 = tosa.sub %9, %2 : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
    %11 = tosa.greater %arg0, %arg1 : (tensor<4x16xi32>, tensor<0x7FC00000x16xi32>) -> tensor<4x16xi1>
    %12 = tosa.sub %arg0, %arg1 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %13 = tosa.select %11, %10, %12 : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %14 = tosa.maximum %13, %3 : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
    %15 = tosa.minimum %14, %4 : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
    %16 = tosa.bitwise_and %15, %5 : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
    %17 = tosa.bitwise_xor %16, %arg1 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %18 = tosa.bitwise_or %17, %arg1 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %19 = tosa.abs %arg0 : (tensor<4x16xi32>) -> tensor<4x16xi32>
    %20 = tosa.maximum %18, %19 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %21 = tosa.bitwise_not %15 : (tensor<4x16xi32>) -> tensor<4x16xi32>
    %22 = tosa.intdiv %21, %1 : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
    %23 = tosa.mul %21, %1, %0 : (tensor<4x16xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<4x16xi32>
    %24 = tosa.greater %7, %23 : (tensor<1x1xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %25 = tosa.mul %22, %1, %0 : (tensor<4x16xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<4x16xi32>
    %26 = tosa.equal %25, %21 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %27 = tosa.logical_not %26 : (tensor<4x16xi1>) -> tensor<4x16xi1>
    %28 = tosa.sub %22, %6 : (tensor<4x16xi32>, tensor<1x1xi32>) -> tensor<4x16xi32>
    %29 = tosa.logical_and %24, %27 : (tensor<4x16xi1>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %30 = tosa.select %29, %28, %22 : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %31 = tosa.add %20, %30 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %32 = tosa.equal %arg0, %arg1 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    return %31, %32 : tensor<4x16xi32>, tensor<4x16xi1>
  }
}
