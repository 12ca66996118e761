// --tosabcast-equalize-ranks left-pads lower-rank operands with size-1 dims (tensor.expand_shape),
// so that legacy rank-mismatched TOSA becomes valid MLIR 22 with the same meaning. Its output passes
// our verifier and stock mlir-opt.

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-equalize-ranks | FileCheck %s
// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-equalize-ranks --tosabcast-verify="strict=false" \
// RUN:   | %mlir-opt --split-input-file | FileCheck %s

// The example of rfc-tosa-to-linalg-elementwise.txt ("Rank expansion"): the same expand_shape as the RFC's.
// CHECK-LABEL: func.func @add_rfc_rank_expansion(
// CHECK-SAME:    %[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<2x3x4xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xf32> into tensor<1x3x4xf32>
// CHECK:         %[[R:.*]] = tosa.add %[[E]], %[[B]] : (tensor<1x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK:         return %[[R]]
func.func @add_rfc_rank_expansion(%arg0: tensor<3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4x2xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>