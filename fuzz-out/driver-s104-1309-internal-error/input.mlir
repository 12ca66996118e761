
// CHECK-LABEL: func.func @sub_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           arith.subf %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @sub_bf16(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.sub %a0, %a1 {nan_mode = #tosa.nan_mode<IGNORE>} {tosabcast.note = "\FF"} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
