// --tosabcast-guard-allocations="status-argument=true" (how tosabcast.compile builds for its JIT): every
// allocation is checked, the first failure is written to a trailing memref<4xi64> status (bytes, site, -, -), and
// work after it is skipped; allocations and deallocations still run. The output verifies in stock mlir-opt.
// RUN: tosabcast-opt %s --split-input-file --tosabcast-guard-allocations="status-argument=true" | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-guard-allocations="status-argument=true" \
// RUN:   | %mlir-opt --split-input-file --verify-each > /dev/null

// A dynamic size: 16 * %n bytes, checked for overflow; consecutive work in one scf.if.
// CHECK:       #[[SITE:.+]] = loc({{.*}}:[[@LINE+6]]:8)
// CHECK:       module attributes {tosabcast.allocation_sites = {{\[}}["fill_then_copy", #[[SITE]]]]}
// CHECK-LABEL: func.func @fill_then_copy(
// CHECK-SAME:    %[[SRC:.*]]: memref<?x4xf32>, %[[N:.*]]: index, %[[STATUS:.*]]: memref<4xi64>) -> memref<?x4xf32>
func.func @fill_then_copy(%src: memref<?x4xf32>, %n: index) -> memref<?x4xf32> {
  %one = arith.constant 1.0 : f32
  %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4xf32>
  linalg.fill ins(%one : f32) outs(%m : memref<?x4xf32>)
  memref.copy %src, %m : memref<?x4xf32> to memref<?x4xf32>
  return %m : memref<?x4xf32>
}
// CHECK:       %[[M:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK:       %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
// CHECK:       %[[NULL:.*]] = arith.cmpi eq, %[[P]], %{{.*}} : index
// CHECK:       %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK:       %[[LOW:.*]], %[[HIGH:.*]] = arith.mului_extended %c16_i64, %[[N64]] : i64
// CHECK:       %[[CARRY:.*]] = arith.cmpi ne, %[[HIGH]]
// CHECK:       %[[NEGATIVE:.*]] = arith.cmpi slt, %[[LOW]]
// CHECK:       %[[OVERFLOW:.*]] = arith.ori %[[CARRY]], %[[NEGATIVE]] : i1
// CHECK:       %[[NOT_EMPTY:.*]] = arith.cmpi ne, %[[LOW]]
// CHECK:       %[[NULL_DATA:.*]] = arith.andi %[[NULL]], %[[NOT_EMPTY]] : i1
// CHECK:       %[[FAILED:.*]] = arith.ori %[[OVERFLOW]], %[[NULL_DATA]] : i1
// CHECK:       scf.if %[[FAILED]] {
// CHECK:         %[[WORD:.*]] = memref.load %[[STATUS]]
// CHECK:         %[[FIRST:.*]] = arith.cmpi eq, %[[WORD]]
// CHECK:         scf.if %[[FIRST]] {
// CHECK:           %[[BYTES:.*]] = arith.select %[[OVERFLOW]], %c-1_i64, %[[LOW]] : i64
// CHECK:           memref.store %[[BYTES]], %[[STATUS]]
// CHECK:           memref.store %c1_i64, %[[STATUS]]
// CHECK:       %[[NOW:.*]] = memref.load %[[STATUS]]
// CHECK:       %[[OK:.*]] = arith.cmpi eq, %[[NOW]]
// CHECK:       scf.if %[[OK]] {
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[M]] : memref<?x4xf32>)
// CHECK-NEXT:    memref.copy %[[SRC]], %[[M]]
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[M]] : memref<?x4xf32>

// -----

// A static size is a constant; 0 bytes cannot fail and the stack is not the heap: neither is checked.
// CHECK-LABEL: func.func @static_and_empty(
// CHECK-SAME:    %{{.*}}: f32, %[[STATUS:.*]]: memref<4xi64>)
func.func @static_and_empty(%x: f32) -> memref<2x3xf32> {
  %m = memref.alloc() : memref<2x3xf32>
  %empty = memref.alloc() : memref<0x3xf32>
  %stack = memref.alloca() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%m : memref<2x3xf32>)
  memref.dealloc %empty : memref<0x3xf32>
  return %m : memref<2x3xf32>
}
// CHECK:       %[[M:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK:       %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
// CHECK:       %[[NULL:.*]] = arith.cmpi eq, %[[P]]
// CHECK-NEXT:  scf.if %[[NULL]] {
// CHECK:           memref.store %c24_i64, %[[STATUS]]
// CHECK:       %[[EMPTY:.*]] = memref.alloc() : memref<0x3xf32>
// CHECK-NEXT:  memref.alloca() : memref<4xf32>
// CHECK:       scf.if
// CHECK-NEXT:    linalg.fill
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[EMPTY]]
// CHECK-NOT:   extract_aligned_pointer

// -----

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
// CHECK:       %[[B:.*]]:2 = scf.if %{{.*}} -> (memref<?xf32>, i1) {
// CHECK:         %[[T:.*]] = memref.alloc
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

// -----

// A function that allocates takes the status and its callers pass theirs; one that does not is left alone
// (a call to it is work, skipped after a failure).
// CHECK-LABEL: func.func private @scalar_helper(
// CHECK-SAME:    %{{.*}}: f32) -> f32
func.func private @scalar_helper(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}
// CHECK-LABEL: func.func private @allocates(
// CHECK-SAME:    %{{.*}}: index, %{{.*}}: memref<4xi64>) -> memref<?xf32>
func.func private @allocates(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
// CHECK-LABEL: func.func @calls(
// CHECK-SAME:    %[[N:.*]]: index, %[[X:.*]]: f32, %[[STATUS:.*]]: memref<4xi64>)
func.func @calls(%n: index, %x: f32) -> (memref<?xf32>, f32) {
  %m = func.call @allocates(%n) : (index) -> memref<?xf32>
  %y = func.call @scalar_helper(%x) : (f32) -> f32
  return %m, %y : memref<?xf32>, f32
}
// CHECK:       %[[M:.*]] = call @allocates(%[[N]], %[[STATUS]]) : (index, memref<4xi64>) -> memref<?xf32>
// CHECK:       %[[Y:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK-NEXT:    %[[CALLED:.*]] = func.call @scalar_helper(%[[X]]) : (f32) -> f32
// CHECK-NEXT:    scf.yield %[[CALLED]] : f32
// CHECK-NEXT:  } else {
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    scf.yield %[[ZERO]] : f32
// CHECK:       return %[[M]], %[[Y]]

// -----

// A clone becomes alloc + copy, so that its allocation is checked. A loop without allocations is skipped as
// a whole; in a loop that allocates, each iteration checks.
// CHECK-LABEL: func.func @clone_load_and_loops(
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

// -----

// A branch that frees a buffer is not skipped as a whole: only its work is.
// CHECK-LABEL: func.func @free_in_a_branch(
// CHECK-SAME:    %[[A:[^:]*]]: memref<4xf32>, %[[C:.*]]: i1, %[[STATUS:.*]]: memref<4xi64>)
func.func @free_in_a_branch(%a: memref<4xf32>, %c: i1) {
  %m = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.copy %a, %m : memref<4xf32> to memref<4xf32>
    memref.dealloc %m : memref<4xf32>
  }
  return
}
// CHECK:       %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK:       scf.if %[[C]] {
// CHECK:         scf.if
// CHECK-NEXT:      memref.copy %[[A]], %[[M]]
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[M]]
// CHECK-NEXT:  }
// CHECK-NEXT:  return
