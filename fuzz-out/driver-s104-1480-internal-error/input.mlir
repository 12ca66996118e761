
// IGNORE: clamp(NaN) = min_val.
// CHECK-LABEL: func.func @clamp_f32_ignore(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:      %[[CST_0:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf uno, %[[CST]], %[[CST]] : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.cmpf oge, %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.ori %[[V3]], %[[V2]] : i1
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      %[[V6:.*]] = arith.cmpf uno, %[[CST_0]], %[[CST_0]] : f32
// CHECK-NEXT:      %[[V7:.*]] = arith.cmpf olt, %[[V5]], %[[CST_0]] : f32
// CHECK-NEXT:      %[[V8:.*]] = arith.ori %[[V7]], %[[V6]] : i1
// CHECK-NEXT:      %[[V9:.*]] = arith.select %[[V8]], %[[V5]], %[[CST_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V9]] : f32
func.func @clamp_f32_ignore(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a0 {min_val = -1.0 : f32, max_val = -0.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
