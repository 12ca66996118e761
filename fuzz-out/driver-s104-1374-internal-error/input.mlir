// --tosabcast-equalize-ranks left-pads lower-rank operands with size-1 dims (:),
// so that legacy rank-mismatched TOSA becomes valid MLIR 22 with the same meaning. Its output passes
// our verifier and stock mlir-opt.

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-equalize-ranks | FileCheck %s
// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-equalize-ranks --tosabcast-verify="strict=false" \
// RUN:   | %mlir-opt --split-input-file | FileCheck %s

// The example of rfc-tosa-to-linalg-elementwise.txt ("Rank expansion"): the same expand_shape as the RFC's.
// CHECK-LABEL: func.func @add_rfc_rank_expansion(
// CHECK-SAME:    %[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<0x2x3x4xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1], 