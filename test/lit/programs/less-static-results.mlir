// RUN: tosabcast-opt %s --split-input-file --tosabcast-to-linalg | FileCheck %s

// A result type less static than its operands make it (legal TOSA: `?` where the shape is known) aborts stock
// MLIR 22 in three ops: tosa-to-linalg on the reductions (a `cast<Value>` of an attribute), and the folders of
// reverse and rank-1 transpose ("incorrect fold result type"), in tosa-to-linalg(-named) and canonicalize alike.
// --tosabcast-to-linalg runs stock tosa-infer-shapes first: the op gets the inferred type, a tensor.cast gives
// its users the declared one, and the conversions see static shapes.

// CHECK-LABEL: func.func @reduce_sum_dynamic_result(
// CHECK:         linalg.reduce
// CHECK:         tensor.cast %{{.*}} : tensor<1x1xf32> to tensor<?x1xf32>
func.func @reduce_sum_dynamic_result(%a: tensor<4x1xf32>) -> tensor<?x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<4x1xf32>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_max_all_dynamic_result(
// CHECK:         linalg.reduce
// CHECK:         tensor.cast %{{.*}} : tensor<1x1x3xf32> to tensor<?x?x?xf32>
func.func @reduce_max_all_dynamic_result(%a: tensor<2x1x3xf32>) -> tensor<?x?x?xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x1x3xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// Reversing a dim of size 1, like a rank-1 transpose, is the identity: folded away.
// CHECK-LABEL: func.func @reverse_unit_axis_dynamic_result(
// CHECK-SAME:      %[[A:.*]]: tensor<4x1xf32>
// CHECK:         tensor.cast %[[A]] : tensor<4x1xf32> to tensor<4x?xf32>
func.func @reverse_unit_axis_dynamic_result(%a: tensor<4x1xf32>) -> tensor<4x?xf32> {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_rank1_dynamic_result(
// CHECK-SAME:      %[[A:.*]]: tensor<4xf32>
// CHECK:         tensor.cast %[[A]] : tensor<4xf32> to tensor<?xf32>
func.func @transpose_rank1_dynamic_result(%a: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 0>} : (tensor<4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Not an abort but invalid IR: stock reverse on a static operand to a dynamic result built a linalg.generic whose
// operand and result types differ ("expected type of operand #0 ('tensor<4x3xf32>') to match ...").
// CHECK-LABEL: func.func @reverse_dynamic_result(
// CHECK:         linalg.generic
// CHECK:         tensor.cast %{{.*}} : tensor<4x3xf32> to tensor<?x3xf32>
func.func @reverse_dynamic_result(%a: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<4x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
