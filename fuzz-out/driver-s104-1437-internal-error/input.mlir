// --verify-diagnostics on a file without expectations: fine when nothing is reported (the IR is still
// printed), and every diagnostic is unexpected otherwise.
// RUN: tosabcast-opt %s --verify-diagnostics --tosabcast-verify | FileCheck %s
// RUN: not tosabcast-opt %s --verify-diagnostics --tosabcast-verify="strict=true" 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=UNEXPECTED

// CHECK: func.func @add_dynamic

func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // UNEXPECTED: verify-diagnostics-none.mlir:[[@LINE+3]]:8: error: unexpected error: 'tosa.add' op result dim 0
  // UNEXPECTED-NEXT: verify-diagnostics-none.mlir:[[@LINE+2]]:8: error: unexpected note: shape inferred
  // UNEXPECTED-NOT: error
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32> loc("caf\E9.mlir":7:3)
  return %0 : tensor<4xf32>
}
