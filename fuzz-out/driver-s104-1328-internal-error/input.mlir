
// CHECK-LABEL: func.func @negate_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           arith.negf %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @negate_bf16(%a0: tensor<4xbf16>) -> tensor<4xf32> {
  %in_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xcomplex<f32>>
  %out_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %0 = tosa.negate %a0, %in_zp, %out_zp : (tensor<4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
