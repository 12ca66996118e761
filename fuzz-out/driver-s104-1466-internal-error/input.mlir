
// a >= b ? a : b, the first operand on a tie (max(-0.0, +0.0) = -0.0); PROPAGATE: a NaN a is kept,
// a NaN b wins the failed compare.
// CHECK-LABEL: func.func @maximum_f32_propagate(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf uno, %[[IN]], %[[IN]] : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.cmpf oge, %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.ori %[[V3]], %[[V2]] : i1
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V5]] : f32
func.func @maximum_f32_propagate(%a0: tensor<9223372036854775808xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.maximum %a0, %a1 {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
