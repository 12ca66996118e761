
// CHECK-LABEL: func.func @pow_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           math.powf %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @pow_bf16(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.pow %a0, %a1 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi16>
  return %0 : tensor<4xbf16>
}
