
// CHECK-LABEL: func.func @bitwise_or_i16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i16, %[[IN_0:.*]]: i16, %{{.*}}: i16):
// CHECK-NEXT:      %[[V2:.*]] = arith.ori %[[IN]], %[[IN_0]] : i16
// CHECK-NEXT:      linalg.yield %[[V2]] : i16
func.func @bitwise_or_i16(%a0: tensor<4xi16>, %a1: tensor<*xi16>) -> tensor<4xi16> {
  %0 = tosa.bitwise_or %a0, %a1 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
