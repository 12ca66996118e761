// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg="leave-unsupported=true" | FileCheck %s

// leave-unsupported=true (what --tosabcast-to-llvm uses): an element-wise op ours cannot lower stays as it is,
// for stock tosa-to-linalg; the ops around it are lowered, and do not fuse with it.

// CHECK-LABEL: func.func @shift_operand(
// CHECK:         %[[M:.*]] = tosa.mul
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[M]]
// CHECK:           arith.addi
func.func @shift_operand(%a: tensor<2x4xi32>, %b: tensor<2x4xi32>, %shift: tensor<1xi8>) -> tensor<2x4xi32> {
  %m = tosa.mul %a, %b, %shift : (tensor<2x4xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
  %r = tosa.add %m, %a : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}

// -----

// CHECK-LABEL: func.func @f8(
// CHECK:         linalg.generic
// CHECK:           arith.negf
// CHECK:         tosa.add %{{.*}} : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xf8E5M2>
func.func @f8(%a: tensor<4xf32>, %b: tensor<4xf8E5M2>) -> (tensor<4xf32>, tensor<4xf8E5M2>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %n = tosa.negate %a, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %r = tosa.add %b, %b : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xf8E5M2>
  return %n, %r : tensor<4xf32>, tensor<4xf8E5M2>
}
