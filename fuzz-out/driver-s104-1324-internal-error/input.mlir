
// clz(0) = the width (math.ctlz).
// CHECK-LABEL: func.func @clz_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = math.ctlz %[[IN]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @clz_i32(%a0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.clz %a0 : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

  %0 = "tosa.add"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>