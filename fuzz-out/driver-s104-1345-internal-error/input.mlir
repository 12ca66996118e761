
// CHECK-LABEL: func.func @minimum_bf16_ignore(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           arith.cmpf uno, %{{.*}}, %{{.*}} : f32
// CHECK:           arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK:           arith.ori %{{.*}}, %{{.*}} : i1
// CHECK:           arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @minimum_bf16_ignore(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xf32> {
  %0 = tosa.minimum %a0, %a1 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
