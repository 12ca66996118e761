/tensor Every row of the two tables of broadcastable-trait.md, valid rows, through --tosabcast-verify.
// Dimension inference (dim0, dim1 -> inferredDim): each op's result is the inferred dim, static
// where the table infers a static size. Verification (inferredDim, actualDim): the OK rows.
// The ERROR rows are in dim-table-invalid.mlir; ../infer/dim-table.mlir shows the inferred dims.

// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | %mlir-opt --split-input-file | FileCheck %s

// Inference row (?, ?) -> ?.
// CHECK-LABEL: func.func @add_infer_dyn_dyn(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
func.func @add_infer_dyn_dyn(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, /<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
