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
func.func @add_rfc_rank_expansion(%arg0: tensor<3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// The doc's rank-expansion example: tensor<4xi32> is padded by two dims.
// CHECK-LABEL: func.func @add_doc_rank_expansion(
// CHECK-SAME:    %[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<2x3x4xi32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1, 2]] output_shape [1, 1, 4] : tensor<4xi32> into tensor<1x1x4xi32>
// CHECK:         tosa.add %[[E]], %[[B]] : (tensor<1x1x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @add_doc_rank_expansion(%arg0: tensor<4xi32>, %arg1: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// -----

// One dynamic dim: its size comes from tensor.dim of the operand.
// CHECK-LABEL: func.func @sub_dynamic_one(
// CHECK-SAME:    %[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<2x?x4xf32>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D0:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x4xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1], [2]] output_shape [1, %[[D0]], 4] : tensor<?x4xf32> into tensor<1x?x4xf32>
// CHECK:         tosa.sub %[[E]], %[[B]] : (tensor<1x?x4xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
func.func @sub_dynamic_one(%a: tensor<?x4xf32>, %b: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %0 = "tosa.sub"(%a, %b) : (tensor<?x4xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}

// -----

// Two dynamic dims, which tosa.reshape with a tosa.const_shape could not express (at most one -1).
// CHECK-LABEL: func.func @add_dynamic_two(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?x?xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[D0:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x?xf32>
// CHECK-DAG:     %[[D1:.*]] = tensor.dim %[[A]], %[[C1]] : tensor<?x?xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1], [2]] output_shape [1, %[[D0]], %[[D1]]] : tensor<?x?xf32> into tensor<1x?x?xf32>
// CHECK:         tosa.add %[[E]], %[[B]] : (tensor<1x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
func.func @add_dynamic_two(%a: tensor<?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// A rank-0 operand expands with an empty reassociation.
// CHECK-LABEL: func.func @maximum_rank0(
// CHECK-SAME:    %[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<2x3xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK:         tosa.maximum %[[B]], %[[E]] {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<1x1xf32>) -> tensor<2x3xf32>
func.func @maximum_rank0(%a: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.maximum %b, %a {nan_mode = "IGNORE"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// select: each lower-rank operand is padded; an unranked one is left alone (it is exempt).
// CHECK-LABEL: func.func @select_three_ranks(
// CHECK-SAME:    %[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<2x3xf32>, %[[U:.*]]: tensor<*xf32>
// CHECK:         %[[EP:.*]] = tensor.expand_shape %[[P]] [] output_shape [1, 1] : tensor<i1> into tensor<1x1xi1>
// CHECK:         %[[EA:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
// CHECK:         tosa.select %[[EP]], %[[EA]], %[[B]] : (tensor<1x1xi1>, tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK:         %[[EP1:.*]] = tensor.expand_shape %[[P]] [] output_shape [1] : tensor<i1> into tensor<1xi1>
// CHECK:         tosa.select %[[EP1]], %[[U]], %[[A]] : (tensor<1xi1>, tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
func.func @select_three_ranks(%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<2x3xf32>, %u: tensor<*xf32>) -> (tensor<2x3xf32>, tensor<*xf32>) {
  %0 = "tosa.select"(%p, %a, %b) : (tensor<i1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "tosa.select"(%p, %u, %a) : (tensor<i1>, tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<*xf32>
}

// -----

// tosa.mul: only the broadcast operands are padded, never the shift. Legacy input: the shift attribute.
// CHECK-LABEL: func.func @mul_shift_untouched(
// CHECK-SAME:    %[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<2x4xi32>
// CHECK:         %[[S:.*]] = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xi32> into tensor<1x4xi32>
// CHECK:         tosa.mul %[[E]], %[[B]], %[[S]] : (tensor<1x4xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
func.func @mul_shift_untouched(%a: tensor<4xi32>, %b: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 1 : i8} : (tensor<4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// Ops whose ranks already match are left alone, valid or not (the verifier's business).
// CHECK-LABEL: func.func @add_equal_ranks_untouched(
// CHECK-NOT:     tensor.expand_shape
// CHECK:         tosa.add %{{.*}}, %{{.*}} : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
func.func @add_equal_ranks_untouched(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// A chain: each op is padded where it uses a lower-rank value; the padded ops then feed valid ops.
// CHECK-LABEL: func.func @sub_chain(
// CHECK-SAME:    %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<3x4xf32>, %[[C:.*]]: tensor<2x3x4xf32>
// CHECK:         %[[EA:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK:         %[[S0:.*]] = tosa.sub %[[EA]], %[[B]] : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK:         %[[E0:.*]] = tensor.expand_shape %[[S0]] {{\[\[}}0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xf32> into tensor<1x3x4xf32>
// CHECK:         tosa.sub %[[E0]], %[[C]] : (tensor<1x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @sub_chain(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.sub"(%a, %b) : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = "tosa.sub"(%0, %c) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}
