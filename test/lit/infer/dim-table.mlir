// The dimension inference table of broadcastable-trait.md, row by row, made visible: each op's
// unranked result is refined by --tosabcast-infer-shapes to the shape InferResultShape gives.
// Row (>1, >1) with different sizes cannot be inferred: infer-invalid.mlir.

// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes="update-signature=true" | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes="update-signature=true" | %mlir-opt --split-input-file | FileCheck %s

// (?, ?) -> ?
// CHECK-LABEL: func.func @add_dyn_dyn(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
func.func @add_dyn_dyn(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<*xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// (?, 1) -> ?, both orders
// CHECK-LABEL: func.func @add_dyn_one(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
func.func @add_dyn_one(%a: tensor<?xf32>, %b: tensor<1xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.add %b, %a : (tensor<1xf32>, tensor<?xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// (?, >1) -> dim1, both orders
// CHECK-LABEL: func.func @add_dyn_static(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
func.func @add_dyn_static(%a: tensor<?xf32>, %b: tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<*xf32>
  %1 = tosa.add %b, %a : (tensor<3xf32>, tensor<?xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// (1, 1) -> 1
// CHECK-LABEL: func.func @add_one_one(
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
func.func @add_one_one(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<*xf32> {
  %0 = tosa.add %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// (1, >1) -> dim1, both orders
// CHECK-LABEL: func.func @add_one_static(
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
func.func @add_one_static(%a: tensor<1xf32>, %b: tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = tosa.add %a, %b : (tensor<1xf32>, tensor<3xf32>) -> tensor<*xf32>
  %1 = tosa.add %b, %a : (tensor<3xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// (>1, >1) -> dim0 when equal
// CHECK-LABEL: func.func @add_static_static(
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
func.func @add_static_static(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  %0 = tosa.add %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// All rows at once, one per dim, over three operands.
// CHECK-LABEL: func.func @select_all_rows(
// CHECK:         tosa.select {{.*}} : (tensor<?x?x?x1x1x3xi1>, tensor<?x1x3x1x3x3xf32>, tensor<?x?x?x1x1x1xf32>) -> tensor<?x?x3x1x3x3xf32>
func.func @select_all_rows(%p: tensor<?x?x?x1x1x3xi1>, %a: tensor<?x1x3x1x3x3xf32>, %b: tensor<?x?x?x1x1x1xf32>) -> tensor<*xf32> {
  %0 = tosa.select %p, %a, %b : (tensor<?x?x?x1x1x3xi1>, tensor<?x1x3x1x3x3xf32>, tensor<?x?x?x1x1x1xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
