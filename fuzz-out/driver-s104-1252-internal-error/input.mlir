// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of equal, greater, greater_equal, select, maximum, minimum and clamp.

// Ordered float compares: NaN compares false.
// CHECK-LABEL: func.func @equal_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf oeq, %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @equal_f32(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = tosa.equal %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
