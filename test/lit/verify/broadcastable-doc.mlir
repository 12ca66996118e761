// The correct examples of broadcastable-trait.md, on TOSA ops (the doc's "test.broadcastable").
// Each passes --tosabcast-verify unchanged and MLIR 22 agrees (stock mlir-opt parses the output).
// The doc's rank-expansion example (tensor<4xi32> with tensor<2x3x4xi32>) breaks AllRanksMatchIfKnown;
// it is in broadcastable-doc-invalid.mlir and, repaired, in ../equalize/equalize.mlir.

// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | %mlir-opt --split-input-file | FileCheck %s

// Exact match of static sizes.
// CHECK-LABEL: func.func @add_exact_static(
// CHECK:         tosa.add %{{.*}}, %{{.*}} : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
func.func @add_exact_static(%arg0: tensor<1x2xi32>, %arg1: tensor<1x2xi32>) -> tensor<1x2xi32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
  return %0 : tensor<1x2xi32>
}

// -----

// Dynamic sizes match; the programmer guarantees equal runtime sizes.
// CHECK-LABEL: func.func @add_dynamic_match(
// CHECK:         tosa.add %{{.*}}, %{{.*}} : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
func.func @add_dynamic_match(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>) -> tensor<?xi32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// %arg0 is broadcast from tensor<1xi32> to tensor<4xi32>.
// CHECK-LABEL: func.func @add_broadcast_one(
// CHECK:         tosa.add %{{.*}}, %{{.*}} : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
func.func @add_broadcast_one(%arg0: tensor<1xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Inferred tensor<4xi32>, actual tensor<?xi32>: compatible.
// CHECK-LABEL: func.func @abs_static_to_dynamic_result(
// CHECK:         tosa.abs %{{.*}} : (tensor<4xi32>) -> tensor<?xi32>
func.func @abs_static_to_dynamic_result(%arg0: tensor<4xi32>) -> tensor<?xi32> {
  %0 = tosa.abs %arg0 : (tensor<4xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// Operand and result element types differ: the trait does not look at them.
// (The doc's i1/i32 -> i64 has no TOSA op; tosa.equal is i32, i32 -> i1.)
// CHECK-LABEL: func.func @equal_element_types_differ(
// CHECK:         tosa.equal %{{.*}}, %{{.*}} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
func.func @equal_element_types_differ(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi1> {
  %0 = tosa.equal %arg0, %arg1 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

// No result shape verification when the result is unranked.
// CHECK-LABEL: func.func @abs_unranked_result(
// CHECK:         tosa.abs %{{.*}} : (tensor<2xi32>) -> tensor<*xi32>
func.func @abs_unranked_result(%arg0: tensor<2xi32>) -> tensor<*xi32> {
  %0 = tosa.abs %arg0 : (tensor<2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

// No result shape verification when all operands are unranked.
// CHECK-LABEL: func.func @add_unranked_operands(
// CHECK:         tosa.add %{{.*}}, %{{.*}} : (tensor<*xi32>, tensor<*xi32>) -> tensor<2xi32>
func.func @add_unranked_operands(%arg0: tensor<*xi32>, %arg1: tensor<*xi32>) -> tensor<2xi32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<*xi32>, tensor<*xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
