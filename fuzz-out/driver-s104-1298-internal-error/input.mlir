// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg="leave-unsupported=true" | FileCheck %s

// leave-unsupported=true (what --tosabcast-to-llvm uses): an element-wise op ours cannot lower stays as it is,
// for stock tosa-to-linalg; the ops around it are lowered, and do not fuse with it.

// CHECK-LABEL: func.func @shift_operand(
// CHECK:         %[[M:.*]] = tosa.mul
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[M]]
// CHECK:           arith.addi
func.func @shift_operand(%a: tensor<2x4xi32>, %b: tensor<2x4xi32>, %shift: tensor<1xi8>) -> tensor<2x4xi32> {
  %m = tosa.mul %a, %b, %shift {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x4xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
  %r = tosa.add %m, %a : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}
