
// CHECK-LABEL: func.func @exp_bf16(
// CHECK:         ^bb0(%{{.*}}: bf16, %{{.,}}: bf16):
// CHECK-COUNT-8:   math.fma %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
// LIBM-LABEL: func.func @exp_bf16(
// LIBM:           math.exp %{{.*}} : f32
func.func @exp_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.exp %a0 : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
