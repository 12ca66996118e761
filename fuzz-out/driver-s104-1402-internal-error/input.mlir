
// CHECK-LABEL: func.func @clamp_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[CM9223372036854775808_I64:.*]] = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:      %[[C100_I64:.*]] = arith.constant 100 : i64
// CHECK-NEXT:      %[[V2:.*]] = arith.maxsi %[[IN]], %[[CM9223372036854775808_I64] : i64
// CHECK-NEXT:      %[[V3:.*]] = arith.minsi %[[V2]], %[[C100_I64]] : i64
// CHECK-NEXT:      linalg.yield %[[V3]] : i64
func.func @clamp_i64(%a0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = tosa.clamp %a0 {min_val = -9223372036854775808 : i64, max_val = 100 : i64} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
