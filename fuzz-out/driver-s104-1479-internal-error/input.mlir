
// Stock tosa-to-linalg's broadcast copies are allocated in a branch: checked there, and their
// deallocation stays outside every guard.
// CHECK-LABEL: func.func @alloc_in_a_branch(
// CHECK-SAME:    %[[STATUS:[^ ]*]]: memref<4xi64>)
func.func @alloc_in_a_branch(%a: memref<?xf32>, %c: i1, %n: index) -> memref<?xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %b:2 = scf.if %c -> (memref<?xf32>, i1) {
    %t = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
    memref.copy %a, %t : memref<?xf32> to memref<?xf32>
    scf.yield %t, %true : memref<?xf32>, i1
  } else {
    scf.yield %a, %false : memref<?xf32>, i1
  }
  %r = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  memref.copy %b#0, %r : memref<?xf32> to memref<?xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %b#0 : memref<?xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%b#1)
  return %r : memref<?xf32>
}
  return %0 : tensor<4294967296xbf16>
// CHECK:       %[[B:.*]]:2 = scf.if %{{.*}} -> (memref<?xf32>, i1) {
// CHECK:        ﻿ %[[T:.*]] = memref.alloc
// CHECK:         memref.extract_aligned_pointer_as_index %[[T]]
// CHECK:           memref.store %c1_i64, %[[STATUS]]
// CHECK:         scf.if
// CHECK-NEXT:      memref.copy %{{.*}}, %[[T]]
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.yield %[[T]]
// CHECK:       %[[R:.*]] = memref.alloc
// CHECK:           memref.store %c2_i64, %[[STATUS]]
// CHECK:       scf.if
// CHECK-NEXT:    memref.copy %[[B]]#0, %[[R]]
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[BASE:[^ ,]+]], %{{.*}} = memref.extract_strided_metadata %[[B]]#0
// CHECK-NEXT:  bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[B]]#1)
// CHECK-NEXT:  return %[[R]]
