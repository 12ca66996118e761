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
// LLVM:          llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr
func.func @load_store(%m: memref<?xi1>, %i: index) -> i1 {
  %true = arith.constant true
  %v = memref.load %m[%i] : memref<?xi1>
  %n = arith.xori %v, %true : i1
  memref.store %n, %m[%i] : memref<?xi1>
  return %v : i1
}

// -----

// CHECK-LABEL: func.func @alloc_view_call(
// CHECK-SAME:    %[[M:.*]]: memref<2x?xi8>) -> memref<?xi8>
// CHECK:         %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?x4xi8>
// CHECK:         memref.cast %[[A]] : memref<?x4xi8> to memref<?x?xi8>
// CHECK:         memref.collapse_shape %[[M]] {{.*}} : memref<2x?xi8> into memref<?xi8>
// CHECK:         %[[R:.*]] = call @callee(%{{.*}}) : (memref<?xi8>) -> memref<?xi8>
// CHECK:         memref.dealloc %[[A]] : memref<?x4xi8>
// CHECK:         return %[[R]] : memref<?xi8>
// CHECK-LABEL: func.func private @callee(memref<?xi8>) -> memref<?xi8>
func.func @alloc_view_call(%m: memref<2x?xi1>) -> memref<?xi1> {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3) : memref<?x4xi1>
  %cast = memref.cast %a : memref<?x4xi1> to memref<?x?xi1>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x?xi1> into memref<?xi1>
  %r = call @callee(%flat) : (memref<?xi1>) -> memref<?xi1>
  memref.dealloc %a : memref<?x4xi1>
  return %r : memref<?xi1>
}
func.func private @callee(memref<?xi1>) -> memref<?xi1>

// -----

// CHECK-LABEL: memref.global "private" constant @dense : memref<3xi8> = dense<[1, 0, 1]>
// CHECK-LABEL: memref.global "private" constant @splat : memref<2xi8> = dense<1>
// CHECK-LABEL: func.func @globals_and_branches(
// CHECK:         %[[G:.*]] = memref.get_global @dense : memref<3xi8>
// CHECK:         %[[S:.*]] = memref.get_global @splat : memref<2xi8>
// CHECK:         %[[IF:.*]] = scf.if %{{.*}} -> (memref<?xi8>) {
// CHECK:         return %[[IF]] : memref<?xi8>
memref.global "private" constant @dense : memref<3xi1> = dense<[true, false, true]>
memref.global "private" constant @splat : memref<2xi1> = dense<true>
func.func @globals_and_branches(%c: i1) -> memref<?xi1> {
  %g = memref.get_global @dense : memref<3xi1>
  %s = memref.get_global @splat : memref<2xi1>
  %r = scf.if %c -> (memref<?xi1>) {
    %x = memref.cast %g : memref<3xi1> to memref<?xi1>
    scf.yield %x : memref<?xi1>
  } else {
    %y = memref.cast %s : memref<2xi1> to memref<?xi1>
    scf.yield %y : memref<?xi1>
  }
  return %r : memref<?xi1>
}

// -----

// Buffers of other element types are left alone.
// CHECK-LABEL: func.func @other_types(
// CHECK-SAME:    %{{.*}}: memref<?xi32>, %{{.*}}: memref<4xf32>) -> i32
func.func @other_types(%a: memref<?xi32>, %b: memref<4xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<?xi32>
  return %v : i32
}
