// Static shapes: one linalg.generic per op, broadcasting through constant-0 indexing maps (no copy, no branch).
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg --tosa-to-arith --tosa-to-tensor | %bufferize-to-llvm \
// RUN:   | FileCheck %s --check-prefix=LLVM --implicit-check-not=tensor. --implicit-check-not=linalg. --implicit-check-not=memref.

// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_static_equal(
// CHECK-SAME:    %[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<3x4xf32>, tensor<3x4xf32>) outs(%[[INIT]] : tensor<3x4xf32>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK:           linalg.yield %[[S]] : f32
// CHECK:         return %[[R]] : tensor<3x4xf32>
// LLVM-LABEL: llvm.func @add_static_equal(
func.func @add_static_equal(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_static_broadcast_lhs_dim0(
// CHECK-SAME:    %[[A:.*]]: tensor<1x4xf32>, %[[B:.*]]: tensor<3x4xf32>
// CHECK-NOT:     linalg.generic
// CHECK:         linalg.generic {indexing_maps = [#[[$ROW]], #[[$ID]], #[[$ID]]]
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<1x4xf32>, tensor<3x4xf32>)
// CHECK-NOT:     linalg.generic
// LLVM-LABEL: llvm.func @add_static_broadcast_lhs_dim0(
func.func @add_static_broadcast_lhs_dim0(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK: #[[$COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @sub_static_broadcast_both(
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<3x4xi32>
// CHECK:         linalg.generic {indexing_maps = [#[[$COL]], #[[$ROW]], #[[$ID]]]
// CHECK-SAME:      ins(%{{.*}}, %{{.*}} : tensor<3x1xi32>, tensor<1x4xi32>) outs(%[[INIT]] : tensor<3x4xi32>)
// CHECK:           arith.subi
// LLVM-LABEL: llvm.func @sub_static_broadcast_both(
func.func @sub_static_broadcast_both(%a: tensor<3x1xi32>, %b: tensor<1x4xi32>) -> tensor<3x4xi32> {
  %0 = tosa.sub %a, %b : (tensor<3x1xi32>, tensor<1x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

// A 0-d tensor: an empty iteration space.
// CHECK: #[[$SCALAR:.*]] = affine_map<() -> ()>
// CHECK-LABEL: func.func @add_rank0(
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<f32>
// CHECK:         linalg.generic {indexing_maps = [#[[$SCALAR]], #[[$SCALAR]], #[[$SCALAR]]], iterator_types = []}
// CHECK-SAME:      outs(%[[INIT]] : tensor<f32>)
// LLVM-LABEL: llvm.func @add_rank0(
func.func @add_rank0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = tosa.add %a, %b : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// The generic computes the proven type; a tensor.cast gives the op's declared type.
// CHECK-LABEL: func.func @abs_cast_result(
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<5xf32>
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK:           math.absf
// CHECK:         } -> tensor<5xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[R]] : tensor<5xf32> to tensor<?xf32>
// CHECK:         return %[[CAST]] : tensor<?xf32>
// LLVM-LABEL: llvm.func @abs_cast_result(
func.func @abs_cast_result(%a: tensor<5xf32>) -> tensor<?xf32> {
  %0 = tosa.abs %a : (tensor<5xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// An inferred `?` with a static result size (legal in MLIR 22): the domain is static, each operand may be 1 or 5.
// CHECK-LABEL: func.func @add_dynamic_to_static_result(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>) -> tensor<5xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<5xf32>
// CHECK-NOT:     tensor.cast
// CHECK:         linalg.generic
// CHECK-SAME:      outs(%[[INIT]] : tensor<5xf32>)
// CHECK:           tensor.extract %[[A]]
// CHECK:           tensor.extract %[[B]]
// LLVM-LABEL: llvm.func @add_dynamic_to_static_result(
func.func @add_dynamic_to_static_result(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<5xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[$COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @select_static_broadcast(
// CHECK:         linalg.generic {indexing_maps = [#[[$ROW]], #[[$ID]], #[[$COL]], #[[$ID]]]
// CHECK-SAME:      ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<1x4xi1>, tensor<3x4xi8>, tensor<3x1xi8>)
// CHECK:         ^bb0(%[[C:.*]]: i1, %[[X:.*]]: i8, %[[Y:.*]]: i8, %{{.*}}: i8):
// CHECK:           arith.select %[[C]], %[[X]], %[[Y]] : i8
// LLVM-LABEL: llvm.func @select_static_broadcast(
func.func @select_static_broadcast(%c: tensor<1x4xi1>, %a: tensor<3x4xi8>, %b: tensor<3x1xi8>) -> tensor<3x4xi8> {
  %0 = tosa.select %c, %a, %b : (tensor<1x4xi1>, tensor<3x4xi8>, tensor<3x1xi8>) -> tensor<3x4xi8>
  return %0 : tensor<3x4xi8>
}

// -----

// mul's shift is an attribute-like operand: not an input of the generic.
// CHECK-LABEL: func.func @mul_shift_is_not_an_input(
// CHECK-SAME:    %[[A:.*]]: tensor<2x3xi32>, %[[B:.*]]: tensor<1x3xi32>
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<2x3xi32>, tensor<1x3xi32>)
// CHECK:           arith.muli
// LLVM-LABEL: llvm.func @mul_shift_is_not_an_input(
func.func @mul_shift_is_not_an_input(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The init tensor has the result's element type, not the operands'.
// CHECK-LABEL: func.func @equal_result_element_type(
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<1x1xi1>
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%{{.*}}, %{{.*}} : tensor<1x1xf16>, tensor<1x1xf16>) outs(%[[INIT]] : tensor<1x1xi1>)
// CHECK:         ^bb0(%{{.*}}: f16, %{{.*}}: f16, %{{.*}}: i1):
// LLVM-LABEL: llvm.func @equal_result_element_type(
func.func @equal_result_element_type(%a: tensor<1x1xf16>, %b: tensor<1x1xf16>) -> tensor<1x1xi1> {
  %0 = tosa.equal %a, %b : (tensor<1x1xf16>, tensor<1x1xf16>) -> tensor<1x1xi1>
  return %0 : tensor<1x1xi1>
}
