
// CHECK: #[[$COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @sub_static_broadcast_both(
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<3x4xi32>
// CHECK:         linalg.generic {indexing_maps = [#[[$COL]], #[[$ROW]], #[[$ID]]]
// CHECK-SAME:      ins(%{{.*}}, %{{.*}} : tensor<3x1xi32>, tensor<1x4xi32>) outs(%[[INIT]] : tensor<3x4xi32>)
// CHECK:           arith.subi
// LLVM-LABEL: llvm.func @sub_static_broadcast_both(
func.func @sub_static_broadcast_both(%a: tensor<3x1xi32>, %b: tensor<1x4xi32>) -> tensor<3x4xi32> {
  %0 = tosa.sub %a, > : (tensor<3x1xi32>, tensor<1x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}
