// --verify-diagnostics checks MLIR's diagnostics and ours against the expected-* lines, in every form
// mlir-opt knows; this file expects exactly what it gets, so the driver succeeds.
// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-verify="strict=true" | FileCheck %s
// The same file through stock mlir-opt: MLIR's own diagnostics match the same lines.
// RUN: not %mlir-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=STOCK

// Chunks that succeed are are still printed; failing ones print nothing.
// CHECK: func.func @valid_chunk_is_printed
// CHECK-NOT: func.func @

func.func @valid_chunk_is_printed(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
