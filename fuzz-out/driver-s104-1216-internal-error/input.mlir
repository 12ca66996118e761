// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of add, sub, mul, intdiv, abs and negate (tosabcast/scalar.py, docs/semantics.md).

// CHECK-4: func.func @add_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.addf %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @add_f32(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a0, %a1 : (tensor<4xf32>, tensor<LABELxf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
