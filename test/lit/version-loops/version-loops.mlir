// RUN: tosabcast-opt %s --split-input-file --tosabcast-version-loops | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-version-loops | %mlir-opt --split-input-file --verify-each
// A nest with a runtime-broadcast read (select(size == 1, 0, iv)) and an op --tosabcast-expand-math expands is
// copied under "no runtime broadcast", where each such select is its index; the original stays in the else.

// CHECK-LABEL: func.func @versioned(
// CHECK:         %[[ANY:.*]] = arith.ori %[[A:.*]], %[[B:.*]] : i1
// CHECK:         %[[NONE:.*]] = arith.xori %[[ANY]], %{{.*}} : i1
// CHECK:         scf.if %[[NONE]] {
// CHECK:           scf.for %[[I:.*]] =
// CHECK:             scf.for %[[J:.*]] =
// CHECK-NOT:           arith.select
// CHECK:               memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK:               math.exp
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               arith.select %[[A]]
// CHECK:               arith.select %[[B]]
// CHECK:               math.exp
func.func @versioned(%in: memref<?x?xf32>, %out: memref<?x?xf32>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %in, %c0 : memref<?x?xf32>
  %d1 = memref.dim %in, %c1 : memref<?x?xf32>
  %a = arith.cmpi eq, %d0, %c1 : index
  %b = arith.cmpi eq, %d1, %c1 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %si = arith.select %a, %c0, %i : index
      %sj = arith.select %b, %c0, %j : index
      %x = memref.load %in[%si, %sj] : memref<?x?xf32>
      %y = math.exp %x : f32
      memref.store %y, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// Without an expandable math op (LLVM unswitches small bodies itself) and without short static rows, nothing
// changes.
// CHECK-LABEL: func.func @small(
// CHECK-NOT:     scf.if
// CHECK:         arith.select
func.func @small(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %in, %c0 : memref<?xf32>
  %a = arith.cmpi eq, %d0, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %si = arith.select %a, %c0, %i : index
    %x = memref.load %in[%si] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %out[%i] : memref<?xf32>
  }
  return
}

// -----

// A nest storing booleans is versioned too, for --tosabcast-vectorize-bool-stores: the copy reads at the
// induction variables.
// CHECK-LABEL: func.func @booleans(
// CHECK:         scf.if
// CHECK:           scf.for %[[I:.*]] =
// CHECK-NOT:         arith.select
// CHECK:             memref.load %{{.*}}[%[[I]]] : memref<?xf32>
// CHECK:             arith.cmpf olt
// CHECK:         } else {
// CHECK:           arith.select
func.func @booleans(%in: memref<?xf32>, %out: memref<?xi1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %d0 = memref.dim %in, %c0 : memref<?xf32>
  %a = arith.cmpi eq, %d0, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %si = arith.select %a, %c0, %i : index
    %x = memref.load %in[%si] : memref<?xf32>
    %y = arith.cmpf olt, %x, %zero : f32
    memref.store %y, %out[%i] : memref<?xi1>
  }
  return
}

// -----

// The fast copy of a nest whose every access is at its induction variables, on contiguous buffers whose dims
// after the first are static (the loops' trip counts), is one flat loop over 1-D views: a 12-element inner loop
// vectorizes across rows only as interleaved groups (6 ms where numpy takes 0.7 for 9.6M booleans), a flat loop
// at the bytes. The else keeps the original nest.
// CHECK-LABEL: func.func @flattened(
// CHECK:         scf.if
// CHECK-DAG:       %[[A:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<?x12xi1> into memref<?xi1>
// CHECK-DAG:       %[[O:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<?x12xi1> into memref<?xi1>
// CHECK-DAG:       %[[N:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK:           scf.for %[[K:.*]] = %{{.*}} to %[[N]] step
// CHECK-NOT:         scf.for
// CHECK:             memref.load %[[A]][%[[K]]] : memref<?xi1>
// CHECK:             memref.store %{{.*}}, %[[O]][%[[K]]] : memref<?xi1>
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               arith.select
func.func @flattened(%in: memref<?x12xi1>, %out: memref<?x12xi1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %d0 = memref.dim %in, %c0 : memref<?x12xi1>
  %a = arith.cmpi eq, %d0, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %si = arith.select %a, %c0, %i : index
      %x = memref.load %in[%si, %j] : memref<?x12xi1>
      %y = arith.xori %x, %x : i1
      memref.store %y, %out[%i, %j] : memref<?x12xi1>
    }
  }
  return
}

// -----

// Not flattened: an inner dim that is dynamic (the flat index needs the buffer's size, not the loop's), and
// an access at a constant (a static broadcast).
// CHECK-LABEL: func.func @not_flattened(
// CHECK-NOT:     memref.collapse_shape
// CHECK:         return
func.func @not_flattened(%in: memref<?x?xi1>, %row: memref<1x12xi1>, %out: memref<?x12xi1>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %d0 = memref.dim %in, %c0 : memref<?x?xi1>
  %a = arith.cmpi eq, %d0, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %si = arith.select %a, %c0, %i : index
      %x = memref.load %in[%si, %j] : memref<?x?xi1>
      memref.store %x, %in[%i, %j] : memref<?x?xi1>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %si = arith.select %a, %c0, %i : index
      %x = memref.load %in[%si, %j] : memref<?x?xi1>
      %r = memref.load %row[%c0, %j] : memref<1x12xi1>
      %y = arith.andi %x, %r : i1
      memref.store %y, %out[%i, %j] : memref<?x12xi1>
    }
  }
  return
}

// -----

// Short static rows (a `?x8x6` add, rows of 6): versioned without any math, and the fast copy is one flat loop
// (LLVM left the rows of 6 scalar: a `?x8x6x6` add took 6.9 us at batch 64 against 2.7 static).
// CHECK-LABEL: func.func @short_rows(
// CHECK-SAME:      %[[A:.*]]: memref<?x8x6xf32>, %[[B:.*]]: memref<?x8x6xf32>, %[[OUT:.*]]: memref<?x8x6xf32>,
// CHECK:         scf.if
// CHECK:           %[[FA:.*]] = memref.collapse_shape %[[A]] {{\[}}[0, 1, 2]] : memref<?x8x6xf32> into memref<?xf32>
// CHECK:           scf.for %[[K:.*]] =
// CHECK-NOT:         arith.select
// CHECK:             memref.load %[[FA]][%[[K]]] : memref<?xf32>
// CHECK:         } else {
// CHECK:           arith.select
func.func @short_rows(%a: memref<?x8x6xf32>, %b: memref<?x8x6xf32>, %out: memref<?x8x6xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %d0 = memref.dim %a, %c0 : memref<?x8x6xf32>
  %d1 = memref.dim %b, %c0 : memref<?x8x6xf32>
  %p = arith.cmpi eq, %d0, %c1 : index
  %q = arith.cmpi eq, %d1, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      scf.for %k = %c0 to %c6 step %c1 {
        %ia = arith.select %p, %c0, %i : index
        %x = memref.load %a[%ia, %j, %k] : memref<?x8x6xf32>
        %ib = arith.select %q, %c0, %i : index
        %y = memref.load %b[%ib, %j, %k] : memref<?x8x6xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %out[%i, %j, %k] : memref<?x8x6xf32>
      }
    }
  }
  return
}
