// Legacy rank-mismatched input with unranked results: inference expands ranks as the trait does
// (the inferred shape has the highest operand rank), and --tosabcast-equalize-ranks then pads the
// operands, all before MLIR 22 verifies anything.

// RUN: tosabcast-opt %s --allow-legacy-tosa --tosabcast-infer-shapes --tosabcast-equalize-ranks | FileCheck %s
// RUN: tosabcast-opt %s --allow-legacy-tosa --tosabcast-infer-shapes --tosabcast-equalize-ranks | %mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @add_legacy_unranked_result(
// CHECK-SAME:    %[[A:.*]]: tensor<*xf32>, %[[B:.*]]: tensor<2x?x4xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xf32> into tensor<1x3x4xf32>
// CHECK:         %[[R:.*]] = tosa.add %[[E]], %[[B]] : (tensor<1x3x4xf32>, tensor<2x?x4xf32>) -> tensor<2x3x4xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[R]] : tensor<2x3x4xf32> to tensor<*xf32>
// CHECK:         return %[[C]]
func.func @add_legacy_unranked_result(%arg0: tensor<3x4xf32>, %arg1: tensor<2x?x4xf32>) -> tensor<*xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x?x4xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
