
// Narrow operands are sign-extended to the result type.
// CHECK-LABEL: func.func @mul_i8_to_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i32):
// CHECK-NEXT:      %[[V3:.*]] = arith.extsi %[[IN]] : i8 to i32
// CHECK-NEXT:      %[[V4:.*]] = arith.extsi %[[IN_0]] : i8 to i32
// CHECK-NEXT:      %[[V5:.*]] = arith.muli %[[V3]], %[[V4]] : i32
// CHECK-NEXT:      linalg.yield %[[V5]] : i32
func.func @mul_i8_to_i32(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a0, %a1, %s : (tensor<3xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
