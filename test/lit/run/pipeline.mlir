// The named pipelines take TOSA to the LLVM dialect (what tosabcast.compile hands the JIT);
// the output parses and verifies in stock mlir-opt.
// RUN: tosabcast-opt %s --tosabcast-to-llvm | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm | %mlir-opt --verify-each
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm | %mlir-opt --verify-each
// The stock part alone, after stock tosa-to-linalg:
// RUN: tosabcast-opt %s --tosa-to-linalg --tosa-to-arith --tosabcast-linalg-to-llvm | FileCheck %s
// RUN: tosabcast-opt --list-passes | FileCheck %s --check-prefix=LIST

// LIST: tosabcast pipelines:
// LIST: --tosabcast-to-llvm
// LIST: --tosabcast-upstream-to-llvm
// LIST: --tosabcast-linalg-to-llvm

// CHECK-NOT:   tosa.
// CHECK-NOT:   memref.
// CHECK-LABEL: llvm.func @select_compare(
// CHECK-SAME:    attributes {llvm.emit_c_interface}
// Booleans are stored as bytes.
// CHECK:         llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr
// CHECK-LABEL: llvm.func @_mlir_ciface_select_compare(
func.func @select_compare(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xi1>) {
  %gt = tosa.greater %a, %b : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xi1>
  %max = tosa.select %gt, %a, %b : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %max, %gt : tensor<?x?xf32>, tensor<?x?xi1>
}
