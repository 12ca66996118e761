
// A static 1 against a dynamic size: the dynamic size is the domain's, no test needed.
// CHECK: #[[$FIRST:.*]] = affine_map<(d0) -> (0)>
// CHECK: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_broadcast_static_to_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<1xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK:         %[[D:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<?xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK-NOT:     arith.cmpi
// CHECK:         linalg.generic {indexing_maps = [#[[$FIRST]], #[[$ID]], #[[$ID]]]
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<1xf32>, tensor<?xf32>) outs(%[[INIT]] : tensor<?xf32>)
// LLVM-LABEL: llvm.func @test_add_1d_broadcast_static_to_dynamic(
func.func @test_add_1d_broadcast_static_to_dynamic(%arg0: tensor<1xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xtf32>
  return %0 : tensor<?xf32>
}
