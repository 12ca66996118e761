// --mlir-print-debuginfo prints locations naming this file with its own line numbers, split or not,
// as stock mlir-opt does.
// RUN: tosabcast-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --mlir-print-debuginfo | FileCheck %s --check-prefixes=CHECK,SPLIT
// RUN: tosabcast-opt %s --mlir-print-debuginfo > %t.ours
// RUN: %mlir-opt %s --mlir-print-debuginfo > %t.stock
// RUN: diff %t.ours %t.stock
// The generic form prints and parses back too.
// RUN: tosabcast-opt %s --mlir-print-op-generic | %mlir-opt | FileCheck %s --check-prefix=ROUNDTRIP

// CHECK-DAG: loc("{{.*}}debuginfo.mlir":[[#@LINE+6]]:1)
// CHECK-DAG: loc("{{.*}}debuginfo.mlir":[[#@"LINE\22"+6]]:8)
// SPLIT:     {{/}}/ -----
// CHECK-DAG: loc("{{.*}}debuginfo.mlir":[[#@LINE+11]]:8)
// ROUNDTRIP-COUNT-2: tosa.abs

func.func @first(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
