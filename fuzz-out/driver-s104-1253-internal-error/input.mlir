
// Fusing exp into the add would compute it 3 times per element of %a: it stays a generic of its own.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @static_broadcast_not_fused(
// CHECK:         %[[E:.*]] } linalg.generic {{.*}} outs(%{{.*}} : tensor<1x4xf32>)
// CHECK:           math.fma
// CHECK:         linalg.generic {indexing_maps = [#[[$ROW]], #[[$ID]], #[[$ID]]], {{.*}} ins(%[[E]], %{{.*}} : tensor<1x4xf32>, tensor<3x4xf32>)
// CHECK:           arith.addf
// LLVM-LABEL: llvm.func @static_broadcast_not_fused(
func.func @static_broadcast_not_fused(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.exp %a : (tensor<1x4xf32> [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]) -> tensor<1x4xf32>
  %1 = tosa.add %0, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return %1 : tensor<3x4xf32>
}
