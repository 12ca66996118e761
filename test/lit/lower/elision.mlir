// Runtime broadcast tests are elided where the dims are provably equal: the same SSA value, dims equal through
// earlier element-wise ops (tosabcast.ir.symbolic_dims), or the user's `tosabcast.assume_no_runtime_broadcast`.
// Elided reads are plain `ins` operands with identity maps: no arith.cmpi, no tensor.extract.
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg --tosa-to-arith | %bufferize-to-llvm \
// RUN:   | FileCheck %s --check-prefix=LLVM --implicit-check-not=tensor. --implicit-check-not=linalg. --implicit-check-not=memref.

// The same SSA value twice: one `ins` operand, read once per iteration.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_same_value(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>)
// CHECK-DAG:     %[[M:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-DAG:     %[[N:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK-NOT:     arith.cmpi
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]]], {{.*}} ins(%[[A]] : tensor<?x?xf32>) outs(%[[INIT]] : tensor<?x?xf32>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK:           arith.addf %[[X]], %[[X]] : f32
// LLVM-LABEL: llvm.func @add_same_value(
func.func @add_same_value(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// abs keeps its operand's dims: `add %0, %a` cannot broadcast, and reuses the sizes computed for %0.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_equal_through_earlier_op(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>)
// CHECK-DAG:     %[[M:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-DAG:     %[[N:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK:         %[[ABS:.*]] = linalg.generic
// CHECK:           math.absf
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK-NOT:     arith.cmpi
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], {{.*}} ins(%[[ABS]], %[[A]] : tensor<?x?xf32>, tensor<?x?xf32>) outs(%[[INIT]] : tensor<?x?xf32>)
// CHECK-NOT:       tensor.extract
// CHECK:           arith.addf
// LLVM-LABEL: llvm.func @add_equal_through_earlier_op(
func.func @add_equal_through_earlier_op(%a: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tosa.abs %a : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.add %0, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// %0 broadcasts at run time (one test per operand); exp(%0) * %0 then has nothing left to test, and its
// domain is %0's (the same size values). (%0 is also returned, so it is a generic of its own.)
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @mul_equal_through_broadcast(
// CHECK:         %[[D1:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[M:.*]], %[[D1]]) : tensor<?x?xf32>
// CHECK:         %[[SUM:.*]] = linalg.generic
// CHECK-COUNT-2:   tensor.extract
// CHECK:           arith.addf
// CHECK:         %[[INIT2:.*]] = tensor.empty(%[[M]], %[[D1]]) : tensor<?x?xf32>
// CHECK-NOT:     arith.cmpi
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]]], {{.*}} ins(%[[SUM]] : tensor<?x?xf32>) outs(%[[INIT2]] : tensor<?x?xf32>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK:           arith.cmpf ogt, %[[X]], %{{.*}} : f32
// CHECK:           arith.shrsi
// CHECK:           arith.subi
// CHECK:           %[[E:.*]] = arith.mulf
// CHECK:           arith.mulf %[[E]], %[[X]] : f32
// LLVM-LABEL: llvm.func @mul_equal_through_broadcast(
func.func @mul_equal_through_broadcast(%a: tensor<?x?xf32>, %row: tensor<1x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %row : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.exp %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = tosa.mul %1, %0, %shift : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1xi8>) -> tensor<?x?xf32>
  return %0, %2 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// The function asserts that no dynamic dim broadcasts at run time: identity maps, sizes from the first operand.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_assumed(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK-DAG:     %[[M:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-DAG:     %[[N:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-NOT:     arith.
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], {{.*}} ins(%[[A]], %[[B]] : tensor<?x?xf32>, tensor<?x?xf32>) outs(%[[INIT]] : tensor<?x?xf32>)
// CHECK-NOT:       tensor.extract
// LLVM-LABEL: llvm.func @add_assumed(
func.func @add_assumed(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {tosabcast.assume_no_runtime_broadcast} {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// On the module, the assumption covers every function; a static 1 still broadcasts (it is not dynamic).
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[$COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @add_assumed_by_module(
// CHECK-SAME:    %[[A:.*]]: tensor<4x?xf32>, %[[B:.*]]: tensor<?x1xf32>)
// CHECK-NOT:     arith.cmpi
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$COL]], #[[$ID]]], {{.*}} ins(%[[A]], %[[B]] : tensor<4x?xf32>, tensor<?x1xf32>)
// CHECK-NOT:       tensor.extract
// LLVM-LABEL: llvm.func @add_assumed_by_module(
module attributes {tosabcast.assume_no_runtime_broadcast} {
  func.func @add_assumed_by_module(%a: tensor<4x?xf32>, %b: tensor<?x1xf32>) -> tensor<4x?xf32> {
    %0 = tosa.add %a, %b : (tensor<4x?xf32>, tensor<?x1xf32>) -> tensor<4x?xf32>
    return %0 : tensor<4x?xf32>
  }
}

// -----

// Without the assumption, the same function tests %b's dim 0 against the static 4.
// CHECK-LABEL: func.func @add_not_assumed(
// CHECK-SAME:    %[[A:.*]]: tensor<4x?xf32>, %[[B:.*]]: tensor<?x1xf32>)
// CHECK:         arith.cmpi eq
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : tensor<4x?xf32>)
// CHECK:           tensor.extract %[[B]]
// LLVM-LABEL: llvm.func @add_not_assumed(
func.func @add_not_assumed(%a: tensor<4x?xf32>, %b: tensor<?x1xf32>) -> tensor<4x?xf32> {
  %0 = tosa.add %a, %b : (tensor<4x?xf32>, tensor<?x1xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
