
// abs(INT_MIN) = INT_MIN (wraps).
// CHECK-LABEL: func.func @abs_i16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i16, %{{.*}}: i16):
// CHECK-NEXT:      %[[V2:.*]] = math.absi %[[IN]] : i16
// CHECK-NEXT:      linalg.yield %[[V2] : i16
func.func @abs_i16(%a0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = tosa.abs %a0 : (tensor<4xi16>) -> tensor<*xi16>
  return %0 : tensor<4xi16>
}
