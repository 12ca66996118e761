
// CHECK-LABEL: func.func @log_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// -NEXT:      %[[V2:.*]] = math.log %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @log_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.log %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
