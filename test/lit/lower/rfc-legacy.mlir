// The rank-mismatched examples (MLIR 22 rejects them at parse time): rank expansion is a dim left out of the
// operand's indexing map, so no tensor.expand_shape is needed.
// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-lower-to-linalg | FileCheck %s --implicit-check-not=tensor.expand_shape --implicit-check-not=tosa.add --implicit-check-not=tosa.mul
// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-lower-to-linalg --tosa-to-arith | %bufferize-to-llvm \
// RUN:   | FileCheck %s --check-prefix=LLVM --implicit-check-not=tensor. --implicit-check-not=linalg. --implicit-check-not=memref.

// test_add_2d_different_ranks as the RFC wrote it.
// CHECK: #[[$TRAILING:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @test_add_2d_different_ranks(
// CHECK-SAME:    %[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<2x3x4xf32>)
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<2x3x4xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[$TRAILING]], #[[$ID]], #[[$ID]]], iterator_types = ["parallel", "parallel", "parallel"]}
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<3x4xf32>, tensor<2x3x4xf32>) outs(%[[INIT]] : tensor<2x3x4xf32>)
// LLVM-LABEL: llvm.func @test_add_2d_different_ranks(
func.func @test_add_2d_different_ranks(%arg0: tensor<3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// A dynamic lower-rank operand: read in the body with its one coordinate.
// CHECK-LABEL: func.func @add_dynamic_different_ranks(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK:         linalg.generic
// CHECK-DAG:       %[[J:.*]] = linalg.index 1 : index
// CHECK-DAG:       %[[AJ:.*]] = arith.select %{{.*}}, %{{.*}}, %[[J]] : index
// CHECK-DAG:       tensor.extract %[[A]][%[[AJ]]] : tensor<?xf32>
// LLVM-LABEL: llvm.func @add_dynamic_different_ranks(
func.func @add_dynamic_different_ranks(%arg0: tensor<?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A rank-0 operand against a rank-2 one, and a chain through the expansion.
// CHECK: #[[$NONE:.*]] = affine_map<(d0, d1) -> ()>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @mul_scalar_then_abs(
// CHECK-SAME:    %[[S:.*]]: tensor<f32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[$NONE]], #[[$ID]], #[[$ID]]]
// CHECK-SAME:      ins(%[[S]], %[[B]] : tensor<f32>, tensor<2x3xf32>)
// CHECK:           %[[P:.*]] = arith.mulf
// CHECK:           math.absf %[[P]]
// CHECK-NOT:     linalg.generic
// LLVM-LABEL: llvm.func @mul_scalar_then_abs(
func.func @mul_scalar_then_abs(%s: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.mul"(%s, %b, %shift) : (tensor<f32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %1 = "tosa.abs"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
