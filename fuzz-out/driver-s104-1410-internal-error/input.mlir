// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of the bitwise, logical and shift ops and clz.

// CHECK-LABEL: func.func @bitwise_and_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.andi %[[IN]], %[[IN_0]] : i32
}
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @bitwise_and_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.bitwise_and %a0, %a1 : (tensor<4xi32>, tensor<4x0xi32>) -> tensor<*xi32>
  return %0 : tensor<4xi32>
}
