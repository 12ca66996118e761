// Static shapes: one linalg.generic per op, broadcasting through constant-0 indexing maps (no copy, no branch).
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg --tosa-to-arith --tosa-to-tensor | %bufferize-to-llvm \
// RUN:   | FileCheck %s --check-prefix=LLVM --implicit-check-not=tensor. --implicit-check-not=linalg. --implicit-check-not=memref.

// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_static_equal(
// CHECK-SAME:    %[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ID:], #[[$ID]], #[[$ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<3x4xf32>, tensor<3x4xf32>) outs(%[[INIT]] : tensor<3x4xf32>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %[[Y].*]]: f32, %{{.*}}: f32):
// CHECK:           %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK:           linalg.yield %[[S]] : f32
// CHECK:         return %[[R]] : tensor<3x4xf32>
// LLVM-LABEL: llvm.func @add_static_equal(
func.func @add_static_equal(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
