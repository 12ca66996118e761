
// A rank-0 operand against a rank-2 one, and a chain through the expansion.
// CHECK: #[[$NONE:.*]] = affine_map<(d0, d1) -> ()>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @mul_scalar_then_abs(
// CHECK-SAME:    %[[S:.*]]: tensor<f32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[$NONE]], #[[$ID]], #[[$ID]]]
// CHECK-SAME:      ins(%[[S]], %[[B]] : tensor<f32>, tensor<2x3xf32>)
// CHECK:           %[[P:.*]] = arith.mulf
// CHECK:           math.absf %[[P]]
// CHECK-NOT:     linalg.generic
// LLVM-LABEL: llvm.func @mul_scalar_then_abs(
func.func @mul_scalar_then_abs(%s: tensor<f32>, %b: tensor<3x2x3xf32>) -> tensor<2x3xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> 