// Every row of the two tables of broadcastable-trait.md, valid rows, through --tosabcast-verify.
// Dimension inference (dim0, dim1 -> inferredDim): each op's result is the inferred dim, static
// where the table infers a static size. Verification (inferredDim, actualDim): the OK rows.
// The ERROR rows are in dim-table-invalid.mlir; ../infer/dim-table.mlir shows the inferred dims.

// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | %mlir-opt --split-input-file | FileCheck %s

// Inference row (?, ?) -> ?.
// CHECK-LABEL: func.func @add_infer_dyn_dyn(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
func.func @add_infer_dyn_dyn(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Inference row (?, 1) -> ?, both orders.
// CHECK-LABEL: func.func @add_infer_dyn_one(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
func.func @add_infer_dyn_one(%a: tensor<?xf32>, %b: tensor<1xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  %1 = tosa.add %b, %a : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// Inference row (?, >1) -> dim1, both orders: the result may be the static size.
// CHECK-LABEL: func.func @add_infer_dyn_static(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
func.func @add_infer_dyn_static(%a: tensor<?xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = tosa.add %b, %a : (tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// -----

// Inference row (1, 1) -> 1.
// CHECK-LABEL: func.func @add_infer_one_one(
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
func.func @add_infer_one_one(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.add %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// Inference row (1, >1) -> dim1, both orders.
// CHECK-LABEL: func.func @add_infer_one_static(
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
func.func @add_infer_one_static(%a: tensor<1xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = tosa.add %a, %b : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = tosa.add %b, %a : (tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// -----

// Inference row (>1, >1) -> dim0 when equal.
// CHECK-LABEL: func.func @add_infer_static_static(
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
func.func @add_infer_static_static(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.add %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Verification row (inferred ?, actual ?): OK.
// CHECK-LABEL: func.func @sub_verify_dyn_dyn(
// CHECK:         tosa.sub {{.*}} : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
func.func @sub_verify_dyn_dyn(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// Verification row (inferred ?, actual static): OK by default (an implicit dynamic-to-static cast).
// CHECK-LABEL: func.func @sub_verify_dyn_static(
// CHECK:         tosa.sub {{.*}} : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x5xf32>
func.func @sub_verify_dyn_static(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x5xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// Verification row (inferred static, actual ?): OK.
// CHECK-LABEL: func.func @sub_verify_static_dyn(
// CHECK:         tosa.sub {{.*}} : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<?x?xf32>
func.func @sub_verify_static_dyn(%a: tensor<2x5xf32>, %b: tensor<1x5xf32>) -> tensor<?x?xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Verification row (inferred static, actual static): OK when equal.
// CHECK-LABEL: func.func @sub_verify_static_static(
// CHECK:         tosa.sub {{.*}} : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
func.func @sub_verify_static_static(%a: tensor<2x5xf32>, %b: tensor<1x5xf32>) -> tensor<2x5xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// Three operands: the inferred shape is updated with each ranked operand in turn.
// CHECK-LABEL: func.func @select_three_operands(
// CHECK:         tosa.select {{.*}} : (tensor<1x?x1xi1>, tensor<2x1x1xf32>, tensor<1x1x4xf32>) -> tensor<2x?x4xf32>
func.func @select_three_operands(%p: tensor<1x?x1xi1>, %a: tensor<2x1x1xf32>, %b: tensor<1x1x4xf32>) -> tensor<2x?x4xf32> {
  %0 = tosa.select %p, %a, %b : (tensor<1x?x1xi1>, tensor<2x1x1xf32>, tensor<1x1x4xf32>) -> tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}

// -----

// Rank 0 operands and result.
// CHECK-LABEL: func.func @maximum_rank0(
// CHECK:         tosa.maximum {{.*}} : (tensor<f32>, tensor<f32>) -> tensor<f32>
func.func @maximum_rank0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = tosa.maximum %a, %b : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
