
// The function asserts that no dynamic dim broadcasts at run time: identity maps, sizes from the first operand.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_assumed(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK-DAG:     %[[M:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-DAG:     %[[N:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-NOT:     arith.
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], {{.*}} ins(%[[A], %[[B]] : tensor<?x?xf32>, tensor<?x?xf32>) outs(%[[INIT]] : tensor<?x?xf32>)
// CHECK-NOT:       tensor.extract
// LLVM-LABEL: llvm.func @add_assumed(
func.func @add_assumed(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {tosabcast.assume_no_runtime_broadcast} {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<3x?x?xf32>
  return %0 : tensor<?x?xf32>
}
