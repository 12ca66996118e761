// A size the check-shapes pass proves static (minimum of 4x1x? and ?x1x3 is 4x1x3 once its own checks pass)
// decides the check of an op that reads it. Decided to fail, the op can never run: the check reports it
// unconditionally (a constant true condition) and the op becomes an empty tensor of its type, which stock
// lowers where it lowered the op itself to invalid IR (a memref.cast from 12 to 36 elements). The exit-mode
// program then prints where and exits 1.
// RUN: tosabcast-opt %s --tosabcast-check-shapes | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm > %t.mlir
// RUN: not mlir-runner %t.mlir -e entry -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=STOPS

// CHECK-LABEL: func.func @reshape(
// CHECK:         tosa.minimum
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK:         scf.if %[[TRUE]] {
// CHECK:           llvm.call @exit
// CHECK-NOT:     tosa.reshape
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<36xi32>
// CHECK:         return %[[EMPTY]]
// CHECK:       llvm.mlir.global {{.*}}never-runs.mlir:{{[0-9]+}}:8 in @reshape: 'tosa.reshape' op cannot reshape its runtime element count into 36
func.func @reshape(%a: tensor<4x1x?xi32>, %b: tensor<?x1x3xi32>) -> tensor<36xi32> {
  %m = tosa.minimum %a, %b : (tensor<4x1x?xi32>, tensor<?x1x3xi32>) -> tensor<?x1x?xi32>
  %f = tosa.const_shape {values = dense<[-1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %t = tosa.reshape %m, %f : (tensor<?x1x?xi32>, !tosa.shape<1>) -> tensor<36xi32>
  return %t : tensor<36xi32>
}

// STOPS: tosabcast: shape mismatch at {{.*}}never-runs.mlir:{{[0-9]+}}:8 in @reshape: 'tosa.reshape' op cannot reshape its runtime element count into 36
func.func @entry() -> i32 {
  %a = tensor.empty() : tensor<4x1x3xi32>
  %b = tensor.empty() : tensor<4x1x3xi32>
  %da = tensor.cast %a : tensor<4x1x3xi32> to tensor<4x1x?xi32>
  %db = tensor.cast %b : tensor<4x1x3xi32> to tensor<?x1x3xi32>
  %r = func.call @reshape(%da, %db) : (tensor<4x1x?xi32>, tensor<?x1x3xi32>) -> tensor<36xi32>
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
