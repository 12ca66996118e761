
// abs keeps its operand's dims: `add %0, %a` cannot broadcast, and reuses the sizes computed for %0.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_equal_through_earlier_op(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>)
// CHECK-DAG:     %[[M:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-DAG:     %[[N:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK:         %[[ABS:.*]] = linalg.generic
// CHECK:           math.absf
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK-NOT:     arith.cmpi
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], {{.*}} ins(%[[ABS]], %[[A]] : tensor<?x?xf32>, tensor<?x?xf32>) outs(%[[INIT]] : tensor<?x?xf32>)
// CHECK-NOT:       tensor.extract
// CHECK:           arith.addf
// LLVM-LABEL: llvm.func @add_equal_through_earlier_op(
func.func @add_equal_through_earlier_op(%a: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tosa.abs %a : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.add %0, %a {tosabcast.note = "\FF"} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}
