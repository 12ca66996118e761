// RUN: tosabcast-opt %s --split-input-file --tosabcast-split-tasks="threads=2 min-task-size=1000 runtime=openmp" | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-split-tasks="runtime=openmp" | FileCheck %s --check-prefix=ALL
// RUN: tosabcast-opt %s --split-input-file --tosabcast-split-tasks="runtime=openmp" | %mlir-opt --split-input-file --verify-each --convert-scf-to-cf --convert-openmp-to-llvm --convert-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: not tosabcast-opt %s --split-input-file --tosabcast-split-tasks="runtime=tbb" 2>&1 | FileCheck %s --check-prefix=BAD
// With runtime=openmp the K chunks are an omp.wsloop run by a team of K threads; with K = 1 the nest runs
// sequentially, with no call into the OpenMP runtime.

// CHECK-LABEL: func.func @two_dims(
// CHECK-SAME:      %[[IN:.*]]: memref<?x?xf32>, %[[OUT:.*]]: memref<?x?xf32>, %[[M:.*]]: index, %[[N:.*]]: index)
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C1000:.*]] = arith.constant 1000 : index
// CHECK:         %[[Q:.*]] = arith.divui %{{.*}}, %[[C1000]]
// CHECK:         %[[MIN:.*]] = arith.minsi %[[Q]], %[[C2]]
// CHECK:         %[[K:.*]] = arith.maxsi %[[MIN]], %[[C1:.*]] : index
// CHECK:         %[[SEVERAL:.*]] = arith.cmpi ugt, %[[K]], %[[C1]] : index
// CHECK:         scf.if %[[SEVERAL]] {
// CHECK:           %[[TEAM:.*]] = arith.index_cast %[[K]] : index to i32
// CHECK:           omp.parallel num_threads(%[[TEAM]] : i32) {
// CHECK:             omp.wsloop {
// CHECK:               omp.loop_nest (%[[CHUNK:.*]]) : index = (%{{.*}}) to (%[[K]]) step (%[[C1]]) {
// CHECK:                 %[[LO:.*]] = arith.divui %{{.*}}, %[[K]]
// CHECK:                 %[[HI:.*]] = arith.divui %{{.*}}, %[[K]]
// CHECK:                 scf.for %[[ROW:.*]] = %{{.*}} to %{{.*}} step %[[C1]] {
// CHECK:                   scf.for %[[COL:.*]] = %{{.*}} to %{{.*}} step %[[C1]] {
// CHECK:                     %[[X:.*]] = memref.load %[[IN]][%[[ROW]], %[[COL]]]
// CHECK:                     math.exp %[[X]]
// CHECK:                 omp.yield
// CHECK:             omp.terminator
// CHECK:         } else {
// CHECK:           scf.for %[[I:.*]] = %{{.*}} to %[[M]] step
// CHECK:             scf.for %[[J:.*]] = %{{.*}} to %[[N]] step
// CHECK:               %[[Y:.*]] = memref.load %[[IN]][%[[I]], %[[J]]]
// CHECK:               math.exp %[[Y]]
// CHECK-NOT:     scf.parallel
// ALL:         func.func private @omp_get_max_threads() -> i32
// ALL-LABEL:   func.func @two_dims(
// ALL:         %[[MAX:.*]] = call @omp_get_max_threads() : () -> i32
// ALL:         %[[WORKERS:.*]] = arith.index_cast %[[MAX]] : i32 to index
// ALL:         arith.minsi %{{.*}}, %[[WORKERS]]
// LLVM-LABEL:  llvm.func @two_dims(
// LLVM:          llvm.call @omp_get_max_threads()
// LLVM:          omp.parallel num_threads(%{{.*}} : i32)
// BAD: error: option 'runtime' expects one of async, openmp, got 'tbb'
func.func @two_dims(%in: memref<?x?xf32>, %out: memref<?x?xf32>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
    %x = memref.load %in[%i, %j] : memref<?x?xf32>
    %y = math.exp %x : f32
    memref.store %y, %out[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// -----

// One dim: OpenMP shares out the loop itself (its static schedule gives each of the K threads one
// contiguous range), so the body sits in a single loop, whose constants LLVM keeps in registers.
// CHECK-LABEL: func.func @one_dim(
// CHECK:         omp.parallel num_threads(
// CHECK:           omp.wsloop {
// CHECK-NEXT:        omp.loop_nest (%[[I:.*]]) : index = (%{{.*}}) to (%[[N:.*]]) step (%{{.*}}) {
// CHECK-NEXT:          memref.load %{{.*}}[%[[I]]]
// CHECK:         } else {
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:        memref.load %{{.*}}[%[[J]]]
func.func @one_dim(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %in[%i] : memref<?xf32>
    memref.store %x, %out[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// One dim computing math that --tosabcast-expand-math expands: each of the K chunks calls its range's loop in a
// function of its own (as with async), an scf.for that the expansion can mark for its vector width; the single
// chunk is the plain loop.
// CHECK-LABEL: func.func private @one_dim_math_chunk(
// CHECK-SAME:      %[[LO:[^:]*]]: index, %[[HI:[^:]*]]: index
// CHECK:         scf.for %[[I:.*]] = %[[LO]] to %[[HI]] step
// CHECK:           math.tanh
// CHECK-LABEL: func.func @one_dim_math(
// CHECK:         omp.parallel num_threads(
// CHECK:           omp.wsloop {
// CHECK-NEXT:        omp.loop_nest (%[[K:.*]]) : index = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK:               call @one_dim_math_chunk(
// CHECK-NEXT:          omp.yield
// CHECK:         } else {
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:        memref.load %{{.*}}[%[[J]]]
// CHECK-NEXT:        math.tanh
func.func @one_dim_math(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %in[%i] : memref<?xf32>
    %y = math.tanh %x : f32
    memref.store %y, %out[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// A nest inside another becomes a plain loop in both copies of the outer one's body.
// CHECK-LABEL: func.func @nested(
// CHECK:         omp.loop_nest
// CHECK:           scf.for
// CHECK-NOT:         scf.parallel
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK-NOT:     scf.parallel
func.func @nested(%in: memref<?xf32>, %out: memref<?x?xf32>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%m) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %x = memref.load %in[%j] : memref<?xf32>
      memref.store %x, %out[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A dim of one iteration (a convolution's output fill, `?x6x6x8x1`) is dropped first, its index the lower bound:
// the chunks' rows are the dim of 8 before it, not 294,912 rows of one element each delinearized.
// CHECK-LABEL: func.func @unit_dim(
// CHECK-SAME:      %[[OUT:.*]]: memref<?x6x8x1xf32>
// CHECK:         omp.loop_nest
// CHECK:           scf.for %[[ROW:.*]] =
// CHECK:             scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NOT:         scf.for
// CHECK:               memref.store %{{.*}}, %[[OUT]][%{{.*}}, %{{.*}}, %[[J]], %{{.*}}] : memref<?x6x8x1xf32>
// CHECK:       } else {
func.func @unit_dim(%out: memref<?x6x8x1xf32>, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i, %j, %k, %l) = (%c0, %c0, %c0, %c0) to (%m, %c6, %c8, %c1) step (%c1, %c1, %c1, %c1) {
    memref.store %zero, %out[%i, %j, %k, %l] : memref<?x6x8x1xf32>
    scf.reduce
  }
  return
}
