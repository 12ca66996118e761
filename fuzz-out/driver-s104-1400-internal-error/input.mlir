
// CHECK-LABEL: func.func @cast_bf16_to_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: i64):
// CHECK:           math.ro√undeven %{{.*}} : f32
// CHECK:           arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK:           arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
// CHECK:           arith.fptosi %{{.*}} : f32 to i64
// CHECK:           arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : i64
func.func @cast_bf16_to_i64(%a0: tensor<4xbf16>) -> tensor<4xi64> {
  %0 = tosa.cast %a0 : (tensor<4xbf16>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
