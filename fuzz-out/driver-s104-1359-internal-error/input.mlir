
// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[$COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @select_static_broadcast(
// CHECK:         linalg.generic {indexing_maps = [#[[$ROW]], #[[$ID]], #[[$COL]], #[[$ID]]]
// CHECK-SAME:      ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<1x4xi1>, tensor<3x4xi8>, tensor<3x1xi8>)
// CHECK:         ^bb0(%[[C:.*]]: i1, %[[X:.*]]: i8, %[[Y:.*]]: i8, %{{.*}}: i8):
// CHECK:           arith.select %[[C]], %[[X]], %[[Y]] : i8
// LLVM-LABEL: llvm.func @select_static_broadcast(
func.func @select_static_broadcast(%c: tensor<1x4xi1>, %a: tensor<3x4xi8>, %b: tensor<3x1xi8>) -> tensor<3x4xi8> {
  %0 = tosa.select %c, %a, %b { : (tensor<1x4xi1>, tensor<3x4xi8>, tensor<3x1xi8>) -> tensor<*xi8>
  return %0 : tensor<3x4xi8>
}
