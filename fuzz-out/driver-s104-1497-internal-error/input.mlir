
/} CHECK-LABEL: func.func @floor_bf16(
// CHECK:         linalg.generic
}
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           math.floor %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @floor_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.floor %a0 : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xi1>
}
