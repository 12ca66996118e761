// RUN: tosabcast-opt %s --tosabcast-split-tasks="threads=2 min-task-size=1000 runtime=openmp" --tosabcast-bound-vectorizer | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-split-tasks="threads=2 min-task-size=1000 runtime=async" --tosabcast-bound-vectorizer | FileCheck %s
// On threads, a chunk's inner loop keeps its constant trip count (split-tasks writes the constant, not
// ceildivsi(maxsi(24 - 0, 0), 1)), so the boolean row loop is still marked: unmarked, this `?x24` boolean
// select with a broadcast mask took 20 s in LLVM at -O3 on two threads.

// CHECK:       #[[VEC:.*]] = #llvm.loop_vectorize<disable = true>
// CHECK:       #[[MARK:.*]] = #llvm.loop_annotation<vectorize = #[[VEC]]>
// CHECK-LABEL: func.func @bool_rows(
// CHECK:         scf.for %[[ROW:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:      scf.for %[[COL:.*]] = %{{.*}} to %c24{{(_[0-9]+)?}} step
// CHECK:             memref.store %{{.*}}, %{{.*}}[%[[ROW]], %[[COL]]] : memref<?x24xi1>
// CHECK:         } {loop_annotation = #[[MARK]]}
func.func @bool_rows(%mask: memref<1x24xi1>, %a: memref<?x24xi1>, %b: memref<?x24xi1>, %out: memref<?x24xi1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c24) step (%c1, %c1) {
    %m = memref.load %mask[%c0, %j] : memref<1x24xi1>
    %x = memref.load %a[%i, %j] : memref<?x24xi1>
    %y = memref.load %b[%i, %j] : memref<?x24xi1>
    %z = arith.select %m, %x, %y : i1
    memref.store %z, %out[%i, %j] : memref<?x24xi1>
    scf.reduce
  }
  return
}
