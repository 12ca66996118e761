// The input is read from stdin with '-' or with no file at all, and the output goes to stdout.
// RUN: tosabcast-opt - --cse < %s | FileCheck %s
// RUN: tosabcast-opt --cse < %s | FileCheck %s
// RUN: cat %s | tosabcast-opt --cse -o - | FileCheck %s
// Diagnostics name stdin '<stdin>', with this file's line numbers, split or not.
// RUN: not tosabcast-opt --tosabcast-verify="strict=true" < %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not tosabcast-opt --split-input-file --tosabcast-verify="strict=true" - < %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERROR
// So do printed locations.
// RUN: tosabcast-opt --mlir-print-debuginfo < %s | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @add_dynamic
// CHECK-COUNT-3: tosa.add
// CHECK-NOT:     tosa.add

func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  // LOC: loc("<stdin>":[[@LINE+4]]:8)
  // ERROR: <stdin>:[[@LINE+3]]:8: error: 'tosa.add' op result dim 0 has static size 4, but the inferred size is dynamic
  // ERROR-NEXT: <stdin>:[[@LINE+2]]:8: note: shape inferred from the operands: ?
  // ERROR-NOT: error
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  %1 = tosa.add %a, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %2 = tosa.add %a, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %3 = tosa.add %1, %2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0, %3 : tensor<4xf32>, tensor<?xf32>
}
