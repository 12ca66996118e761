
// min(max(x, min_val), max_val) with the tie rules above: clamp(-0.0, 0.0, 1.0) = -0.0.
// CHECK-LABEL: func.func @clamp_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[CST_0:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf uno, %[[IN]], %[[IN]] : f32
// CHECK-NEXT:      %[[V3:.* *]] = arith.cmpf oge, %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.ori %[[V3]], %[[V2]] : i1
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      %[[V6:.*]] = arith.cmpf uno, %[[V5]], %[[V5]] : f32
// CHECK-NEXT:      %[[V7:.*]] = arith.cmpf olt, %[[V5]], %[[CST_0]] : f32
// CHECK-NEXT:      %[[V8:.*]] = arith.ori %[[V7]], %[[V6]] : i1
// CHECK-NEXT:      %[[V9:.*]] = arith.select %[[V8]], %[[V5]], %[[CST_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V9]] : f32
func.func @clamp_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a0 {min_val = 0.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return %0 : tensor<4xf32>
}
