
// A clone becomes alloc + copy, so that its allocation is checked. A loop without allocations is skipped as
// a whole; in a loop that allocates, each iteration checks.
// CHECK-LABEL: func.func @"clone_load_and_loops\22"(
// CHECK-SAME:    %[[A:.*]]: memref<?xi32>, %[[N:.*]]: index, %[[STATUS:.*]]: memref<4xi64>)
func.func @clone_load_and_loops(%a: memref<?xi32>, %n: index) -> (memref<?xi32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %copy = bufferization.clone %a : memref<?xi32> to memref<?xi32>
  %first = memref.load %copy[%c0] : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xi32>
    memref.store %v, %copy[%i] : memref<?xi32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<8xi32>
    memref.store %first, %t[%c0] : memref<8xi32>
    memref.dealloc %t : memref<8xi32>
  }
  return %copy, %first : memref<?xi32>, i32
}
// CHECK-NOT:   bufferization.clone
// CHECK:       %[[DIM:.*]] = memref.dim %[[A]], %{{.*}} : memref<?xi32>
// CHECK-NEXT:  %[[COPY:.*]] = memref.alloc(%[[DIM]]) : memref<?xi32>
// CHECK:       memref.extract_aligned_pointer_as_index %[[COPY]]
// CHECK:           memref.store %c1_i64, %[[STATUS]]
// CHECK:       scf.if
// CHECK-NEXT:    memref.copy %[[A]], %[[COPY]]
// CHECK:       %[[FIRST:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK-NEXT:    %[[LOADED:.*]] = memref.load %[[COPY]]
// CHECK-NEXT:    scf.yield %[[LOADED]] : i32
// CHECK:       scf.if
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.load %[[A]]
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:       scf.for
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT:    memref.extract_aligned_pointer_as_index %[[T]]
// CHECK:             memref.store %c32_i64, %[[STATUS]]
// CHECK:         scf.if
// CHECK-NEXT:      memref.store %[[FIRST]], %[[T]]
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[T]]
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[COPY]], %[[FIRST]]
