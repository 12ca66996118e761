// Without the status argument (the named pipelines, for mlir-runner and C callers) a failed check writes a
// located message to stderr and exits with status 1: no signature changes, no undefined behaviour.
// RUN: tosabcast-opt %s --tosabcast-check-shapes | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm > %t.mlir
// RUN: mlir-runner %t.mlir -e fits -entry-point-result=i32 | FileCheck %s --check-prefix=FITS
// RUN: %not mlir-runner %t.mlir -e mismatch -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=MISMATCH

// CHECK-LABEL: func.func private @add(
// CHECK-SAME:    %{{.*}}: tensor<?xi32>, %{{.*}}: tensor<?xi32>) -> tensor<?xi32> {
// CHECK:         scf.if
// CHECK:           llvm.call @write
// CHECK:           llvm.call @exit
// CHECK:         tosa.add
// CHECK: llvm.mlir.global private constant @__tosabcast_shape_mismatch_0("tosabcast: shape mismatch at {{.*}}exit.mlir:[[@LINE+2]]:8 in @add: 'tosa.add' op operand #1 dim 0 has a runtime size incompatible with operand #0's\0A")
func.func private @add(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %0 = tosa.add %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// FITS: 7
func.func @fits() -> i32 {
  %a = "tosa.const"() <{values = dense<[3, 4, 5]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %b = "tosa.const"() <{values = dense<[4]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ad = tensor.cast %a : tensor<3xi32> to tensor<?xi32>
  %bd = tensor.cast %b : tensor<1xi32> to tensor<?xi32>
  %0 = func.call @add(%ad, %bd) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  %c0 = arith.constant 0 : index
  %r = tensor.extract %0[%c0] : tensor<?xi32>
  return %r : i32
}

// MISMATCH: tosabcast: shape mismatch at {{.*}}exit.mlir:16:8 in @add: 'tosa.add' op operand #1 dim 0 has a runtime size incompatible with operand #0's
// MISMATCH-NOT: {{.}}
func.func @mismatch() -> i32 {
  %a = "tosa.const"() <{values = dense<[3, 4, 5]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %b = "tosa.const"() <{values = dense<[4, 5]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %ad = tensor.cast %a : tensor<3xi32> to tensor<?xi32>
  %bd = tensor.cast %b : tensor<2xi32> to tensor<?xi32>
  %0 = func.call @add(%ad, %bd) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  %c0 = arith.constant 0 : index
  %r = tensor.extract %0[%c0] : tensor<?xi32>
  return %r : i32
}
