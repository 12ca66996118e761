
// CHECK-LABEL: func.func @reciprocal_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[V2:.*]] = arith.divf %[[CST]], %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @reciprocal_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.reciprocal %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>