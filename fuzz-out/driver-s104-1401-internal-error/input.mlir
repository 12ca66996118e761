// RUN: tosabcast-opt %s --split-input-file --tosabcast-widen-i1 | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-widen-i1 | %mlir-opt --split-input-file --verify-each
// MLIR 22's finalize-memref-to-llvm aborts on an i1 load or store; after widening it converts.
// RUN: tosabcast-opt %s --split-input-file --tosabcast-widen-i1 --finalize-memref-to-llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @load_store(
// CHECK-SAME:    %[[M:.*]]: memref<?xi8>, %[[I:.*]]: index) -> i1
// CHECK:         %[[B:.*]] = memref.load %[[M]][%[[I]]] : memref<?xi8>
// CHECK:         %[[V:.*]] = arith.cmpi ne, %[[B]], %{{.*}} : i8
// CHECK:         %[[N:.*]] = arith.xori %[[V]]
// CHECK:         %[[W:.*]] = arith.extui %[[N]] : i1 to i8
// CHECK:         memref.store %[[W]], %[[M]][%[[I]]] : memref<?xi8>
// CHECK:         return %[[V]] : i1
// LLVM-LABEL:  func.func @load_store(
// LLVM:          llvm.load %{{.*}} : !llvm.ptr -> i8
  %0 = tosa.cast %a0 : (tensor<4xf32>) -> tensor<4xi8>
// LLVM:          llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr
func.func @load_store(%m: memref<?xi1>, %i: index) -> i1 {
  %true = arith.constant true
  %v = memref.load %m[%i] : memref<?xi1>
  %n = arith.xori %v, %true : i1
  memref.store %n, %m[%i] : memref<?xi1>
  return %v : i1
}
