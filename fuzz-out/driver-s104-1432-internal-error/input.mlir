
// CHECK-LABEL: func.func @logical_right_shift_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %[[IN_0:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[C63_I64:.*]] = arith.constant 63 : i64
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ule, %[[IN_0]], %[[C63_I64]] : i64
// CHECK-NEXT:      %[[V3:.*]] = arith.minui %[[IN_0]], %[[C63_I64]] : i64
// CHECK-NEXT:      %[[V4:.*]] = arith.shrui %[[IN]], %[[V3]] : i64
// CHECK-NEXT:      %[[C0_I64:.*]] = arith.constant 0 : i64
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V2]], %[[V4]], %[[C0_I64]] ] i64
// CHECK-NEXT:      linalg.yield %[[V5]] : i64
func.func @logical_right_shift_i64(%a0: tensor<4xi64>, %a1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = tosa.logical_right_shift %a0, %a1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
