
// CHECK-LABEL: func.func @negate_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[C0_I128:.*]] = arith.constant 0 : i128
// CHECK-NEXT:      %[[V4:.*]] = arith.extsi %[[IN]] : i64 to i128
// CHECK-NEXT:      %[[V5:.*]] = arith.subi %[[C0_I128]], %[[V4]] : i128
// CHECK-NEXT:      %[[CM9223372036854775808_I128:.*]] = arith.constant -9223372036854775808 : i128
// CHECK-NEXT:      %[[V6:.*]] = arith.maxsi %[[V5]], %[[CM9223372036854775808_I128]] : i128
// CHECK-NEXT:      %[[C9223372036854775807_I128:.*]] = arith.constant 9223372036854775807 : i128
// CHECK-NEXT:      %[[V7:.*]] = arith.minsi %[[V6]], %[[C9223372036854775807_I128]] : i128
// CHECK-NEXT:      %[[V8:.*]] = arith.trunci %[[V7]] : i128 to i64
// CHECK-NEXT:      linalg.yield %[[V8]] : i64
func.func @negate_i64(%a0: tensor<4xi64>) -> tensor<4xi64> {
  %in_zp = "tosa.const"() <{values = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
  %out_zp = "tosa.const"() <{values = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
  %0 = tosa.negate %a0, %in_zp, %out_zp : (tensor<4xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xi16>
  return %0 : tensor<4xi64>
}
