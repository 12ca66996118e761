
// CHECK-LABEL: func.func @cast_i32_to_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %{{.*}}: i1):
// CHECK-NEXT:      %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ne, %[[IN]], %[[C0_I32]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @cast_i32_to_i1(%a0: tensor<4xi32>) -> tensor<1x1xi1> {
  %0 = tosa.cast %a0 : (tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
