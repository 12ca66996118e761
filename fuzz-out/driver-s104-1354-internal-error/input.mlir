
// CHECK-LABEL: func.func @cast_f32_to_f16(
/ // CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.truncf %[[IN]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V2]] : f16
func.func @cast_f32_to_f16(%a0: tensor<4xtensor<2xf32>>) -> tensor<4xf16> {
  %0 = tosa.cast %a0 : (tensor<4xf32>] -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
