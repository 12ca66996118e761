// Unranked operands or results: a remark, and the op stays as it is (--tosabcast-infer-shapes can rank it).
// Ranked ops around it are lowered.
// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each

// CHECK-LABEL: func.func @abs_unranked(
// CHECK-SAME:    %[[A:.*]]: tensor<*xf32>, %[[B:.*]]: tensor<2xf32>)
// CHECK:         %[[ABS:.*]] = tosa.abs %[[A]] : (tensor<*xf32>) -> tensor<*xf32>
// CHECK:         %[[EXP:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<2xf32>)
// CHECK:         return %[[ABS]], %[[EXP]]
func.func @abs_unranked(%a: tensor<*xf32>, %b: tensor<2xf32>) -> (tensor<*xf32>, tensor<2xf32>) {
  // expected-remark@+1 {{'tosa.abs' op operand #0 is unranked; not lowered (run --tosabcast-infer-shapes first)}}
  %0 = tosa.abs %a : (tensor<*xf32>) -> tensor<*xf32>
  %1 = tosa.exp %b : (tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<*xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @add_unranked_result(
// CHECK:         tosa.add
// CHECK-NOT:     linalg.generic
func.func @add_unranked_result(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<*xf32> {
  // expected-remark@+1 {{'tosa.add' op result is unranked; not lowered (run --tosabcast-infer-shapes first)}}
  %0 = tosa.add %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Unranked values propagate: each op reading one gets its own remark.
// CHECK-LABEL: func.func @unranked_producer(
// CHECK:         tosa.exp
// CHECK:         tosa.add
func.func @unranked_producer(%a: tensor<*xf32>, %b: tensor<2xf32>) -> tensor<*xf32> {
  // expected-remark@+1 {{'tosa.exp' op operand #0 is unranked}}
  %0 = tosa.exp %a : (tensor<*xf32>) -> tensor<*xf32>
  // expected-remark@+1 {{'tosa.add' op operand #0 is unranked}}
  %1 = tosa.add %0, %b : (tensor<*xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
