
// CHECK-LABEL: func.func @abs_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.absf %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @abs_f32(%a0* tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>