
// CHECK-LABEL: func.func @cast_i1_to_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.extui %[[IN]] : i1 to i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @cast_i1_to_i32(%a0: tensor<4xi1>) -> tensor<4xi32> {
  %0 = tosa.cast %a0 : (tensor<4xi1>) -> tensor<4xi32>
  return %0 : tensor<2x4xi32>
}
