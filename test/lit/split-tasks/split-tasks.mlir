// RUN: tosabcast-opt %s --split-input-file --tosabcast-split-tasks="threads=2 min-task-size=1000" | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-split-tasks=threads=0 | FileCheck %s --check-prefix=ALL
// RUN: tosabcast-opt %s --split-input-file --tosabcast-split-tasks | %mlir-opt --split-input-file --verify-each --async-parallel-for=min-task-size=1 | FileCheck %s --check-prefix=ASYNC
// Each scf.parallel nest becomes K = clamp(elements / min-task-size, 1, threads) chunks of its flattened
// iteration space; a chunk walks its rows, the innermost loop stays a plain counted loop.

// CHECK-LABEL: func.func @two_dims(
// CHECK-SAME:      %[[IN:.*]]: memref<?x?xf32>, %[[OUT:.*]]: memref<?x?xf32>, %[[M:.*]]: index, %[[N:.*]]: index)
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C1000:.*]] = arith.constant 1000 : index
// CHECK:         %[[Q:.*]] = arith.divui %{{.*}}, %[[C1000]]
// CHECK:         %[[MIN:.*]] = arith.minsi %[[Q]], %[[C2]]
// CHECK:         %[[K:.*]] = arith.maxsi %[[MIN]], %[[C1:.*]] : index
// CHECK:         %[[SEVERAL:.*]] = arith.cmpi ugt, %[[K]], %[[C1]] : index
// CHECK:         scf.if %[[SEVERAL]] {
// CHECK:         scf.parallel (%[[CHUNK:.*]]) = (%{{.*}}) to (%[[K]]) step (%[[C1]]) {
// CHECK:           %[[LO:.*]] = arith.divui %{{.*}}, %[[K]]
// CHECK:           %[[HI:.*]] = arith.divui %{{.*}}, %[[K]]
// CHECK:           scf.for %[[ROW:.*]] = %{{.*}} to %{{.*}} step %[[C1]] {
// CHECK:             %[[FIRST:.*]] = arith.maxsi
// CHECK:             %[[LAST:.*]] = arith.minsi
// CHECK:             scf.for %[[COL:.*]] = %[[FIRST]] to %[[LAST]] step %[[C1]] {
// CHECK:               %[[X:.*]] = memref.load %[[IN]][%[[ROW]], %[[COL]]]
// CHECK:               %[[Y:.*]] = math.exp %[[X]]
// CHECK:               memref.store %[[Y]], %[[OUT]][%[[ROW]], %[[COL]]]
// CHECK:           scf.reduce
// One chunk: the nest as plain loops on the caller, as with threads=1 (no task function, no chunk bounds).
// CHECK:         } else {
// CHECK:           scf.for %[[I:.*]] = %{{.*}} to %[[M]] step %{{.*}} {
// CHECK:             scf.for %[[J:.*]] = %{{.*}} to %[[N]] step %{{.*}} {
// CHECK:               %[[X1:.*]] = memref.load %[[IN]][%[[I]], %[[J]]]
// CHECK:               %[[Y1:.*]] = math.exp %[[X1]]
// CHECK:               memref.store %[[Y1]], %[[OUT]][%[[I]], %[[J]]]
// CHECK-NOT:     scf.parallel
// ALL-LABEL: func.func @two_dims(
// ALL:         %[[WORKERS:.*]] = async.runtime.num_worker_threads : index
// ALL:         arith.minsi %{{.*}}, %[[WORKERS]]
// ASYNC-LABEL: func.func @two_dims(
// ASYNC:         scf.if
// ASYNC:           call @async_dispatch_fn
// ASYNC:         } else {
// ASYNC-NOT:       call
// ASYNC:           math.exp
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

// One dim: the chunk is one loop over [lo, hi), in a function of its own that LLVM must not inline (in the
// async runtime's task function it would sit in a loop over blocks, where LLVM rebuilt a math body's constants
// on every vector).
// CHECK-LABEL: func.func private @one_dim_chunk(
// CHECK-SAME:      %[[LO:.*]]: index, %[[HI:.*]]: index, %[[IN:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>)
// CHECK-SAME:      attributes {passthrough = ["noinline"]}
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         scf.for %[[I:.*]] = %[[LO]] to %[[HI]] step %[[C1]] {
// CHECK-NEXT:      %[[X:.*]] = memref.load %[[IN]][%[[I]]]
// CHECK-NEXT:      memref.store %[[X]], %[[OUT]][%[[I]]]
// CHECK:         return
// One chunk calls the same function for the whole range (no second copy of the loop).
// CHECK-LABEL: func.func @one_dim(
// CHECK-SAME:      %[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<?xf32>, %{{.*}}: index)
// CHECK:         %[[TOTAL:.*]] = arith.ceildivsi
// CHECK:         scf.if
// CHECK:         scf.parallel (%{{.*}}) =
// CHECK:           %[[L:.*]] = arith.divui
// CHECK:           %[[H:.*]] = arith.divui
// CHECK-NEXT:      func.call @one_dim_chunk(%[[L]], %[[H]], %[[A]], %[[B]])
// CHECK-NEXT:      scf.reduce
// CHECK:         } else {
// CHECK-NEXT:      func.call @one_dim_chunk(%[[ZERO:.*]], %[[TOTAL]], %[[A]], %[[B]])
// CHECK-NEXT:    }
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

// Three dims, a lower bound and a step: the row index is delinearized once per row; ivs are lb + k * step.
// CHECK-LABEL: func.func @three_dims(
// CHECK:         scf.parallel
// CHECK:           scf.for %[[ROW:.*]] =
// CHECK:             %[[J:.*]] = arith.remui %[[ROW]], %[[D1:.*]] : index
// CHECK:             %[[I:.*]] = arith.divui %[[ROW]], %[[D1]] : index
// CHECK:             scf.for %[[K:.*]] =
// CHECK:               %[[KS:.*]] = arith.muli %[[K]], %{{.*}} : index
// CHECK:               %[[KV:.*]] = arith.addi %{{.*}}, %[[KS]] : index
// CHECK:               memref.load %{{.*}}[%[[I]], %[[J]], %[[KV]]]
func.func @three_dims(%in: memref<?x?x?xf32>, %out: memref<?x?x?xf32>, %a: index, %b: index, %c: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c3) to (%a, %b, %c) step (%c1, %c1, %c2) {
    %x = memref.load %in[%i, %j, %k] : memref<?x?x?xf32>
    memref.store %x, %out[%i, %j, %k] : memref<?x?x?xf32>
    scf.reduce
  }
  return
}

// -----

// A nest inside another becomes plain loops (the outer one has the tasks; its 1-D chunk loop is outlined with
// them); a nest with a reduction stays.
// CHECK-LABEL: func.func private @nested_chunk(
// CHECK:         scf.for
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NOT:       scf.parallel
// CHECK:             memref.load %{{.*}}[%[[J]]]
// CHECK-LABEL: func.func @nested(
// CHECK:         scf.parallel (%{{.*}}) =
// CHECK:           func.call @nested_chunk(
// CHECK:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init
func.func @nested(%in: memref<?xf32>, %out: memref<?x?xf32>, %m: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%m) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %x = memref.load %in[%j] : memref<?xf32>
      memref.store %x, %out[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  %sum = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %x = memref.load %in[%j] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}

// -----

// The outlined function takes a fresh name: @taken_chunk exists, so the chunk becomes @taken_chunk_1.
// CHECK-LABEL: func.func @taken_chunk(
// CHECK-LABEL: func.func private @taken_chunk_1(
// CHECK-SAME:      attributes {passthrough = ["noinline"]}
// CHECK-LABEL: func.func @taken(
// CHECK:           func.call @taken_chunk_1(
func.func @taken_chunk() {
  return
}
func.func @taken(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
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

// Rows of a static length up to 4096 are dealt out whole: the chunk's rows [k R / K, (k + 1) R / K) of the R
// rows, each at the nest's own inner bounds (0 to 16 here: LLVM unrolls such a loop, which it cannot do with
// computed bounds).
// CHECK-LABEL: func.func @narrow_rows(
// CHECK-SAME:      %[[IN:.*]]: memref<?x16xf32>, %[[OUT:.*]]: memref<?x16xf32>, %{{.*}}: index)
// CHECK:         scf.parallel (%[[CHUNK:.*]]) = (%{{.*}}) to (%[[K:.*]]) step (%{{.*}}) {
// CHECK:           %[[ROWS:.*]] = arith.divui %[[TOTAL:.*]], %[[COUNT:.*]] : index
// CHECK:           %[[A:.*]] = arith.muli %[[CHUNK]], %[[ROWS]]
// CHECK:           %[[FIRST:.*]] = arith.divui %[[A]], %[[K]]
// CHECK:           %[[B:.*]] = arith.muli %{{.*}}, %[[ROWS]]
// CHECK:           %[[LAST:.*]] = arith.divui %[[B]], %[[K]]
// CHECK:           scf.for %[[ROW:.*]] = %[[FIRST]] to %[[LAST]] step
// CHECK:             scf.for %[[COL:.*]] = %{{.*}} to %[[COUNT]] step
// CHECK:               %[[X:.*]] = memref.load %[[IN]][%[[ROW]], %[[COL]]]
// CHECK:               memref.store %[[X]], %[[OUT]][%[[ROW]], %[[COL]]]
func.func @narrow_rows(%in: memref<?x16xf32>, %out: memref<?x16xf32>, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%m, %c16) step (%c1, %c1) {
    %x = memref.load %in[%i, %j] : memref<?x16xf32>
    memref.store %x, %out[%i, %j] : memref<?x16xf32>
    scf.reduce
  }
  return
}

// -----

// A nest whose body runs loops (a matmul's k and n after --tosabcast-interchange-reductions) counts their
// iterations too, the innermost at 8 a step: 16 rows x 64 x 32 / 8 = 4096 steps, not 16 elements.
// CHECK-LABEL: func.func @rows_of_a_matmul(
// CHECK:         %[[W1:.*]] = arith.muli %c16{{.*}}, %c64{{.*}} : index
// CHECK:         %[[W2:.*]] = arith.muli %[[W1]], %c32{{.*}} : index
// CHECK:         %[[STEPS:.*]] = arith.divui %[[W2]], %c8{{.*}} : index
// CHECK:         arith.divui %[[STEPS]], %c1000{{.*}} : index
func.func @rows_of_a_matmul(%a: memref<16x64xf32>, %b: memref<64x32xf32>, %c: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    scf.for %k = %c0 to %c64 step %c1 {
      scf.for %n = %c0 to %c32 step %c1 {
        %x = memref.load %a[%i, %k] : memref<16x64xf32>
        %y = memref.load %b[%k, %n] : memref<64x32xf32>
        %s = memref.load %c[%i, %n] : memref<16x32xf32>
        %p = arith.mulf %x, %y : f32
        %r = arith.addf %s, %p : f32
        memref.store %r, %c[%i, %n] : memref<16x32xf32>
      }
    }
    scf.reduce
  }
  return
}

// -----

// A nest of --tosabcast-block-registers' kernels: the loops under the `scf.if` of its full row blocks count (a
// block's columns, then its reduction), and `tosabcast.work_scale` weighs each step: 4 blocks x 2 x 64 / 8 x 192.
// CHECK-LABEL: func.func @blocks_of_a_matmul(
// CHECK:         %[[W1:.*]] = arith.muli %c4{{.*}}, %c2{{.*}} : index
// CHECK:         %[[W2:.*]] = arith.muli %[[W1]], %c64{{.*}} : index
// CHECK:         %[[STEPS:.*]] = arith.divui %[[W2]], %c8{{.*}} : index
// CHECK:         %[[WORK:.*]] = arith.muli %[[STEPS]], %c192{{.*}} : index
// CHECK:         arith.divui %[[WORK]], %c1000{{.*}} : index
func.func @blocks_of_a_matmul(%a: memref<24x64xf32>, %b: memref<64x32xf32>, %c: memref<24x32xf32>, %full: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.if %full {
      scf.for %j = %c0 to %c2 step %c1 {
        %sum = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %c0) -> (index) {
          %next = arith.addi %acc, %k : index
          scf.yield %next : index
        }
      }
    }
    scf.reduce
  } {tosabcast.work_scale = 192 : i64}
  return
}

// -----

// A nest whose work is known to be short of two chunks (32 x 16 elements against 1000 a chunk) is left as plain
// loops, with no count computed at run time and nothing for async-parallel-for or OpenMP to build.
// CHECK-LABEL: func.func @small_static(
// CHECK-NOT:     arith.divui
// CHECK-NOT:     scf.if
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %c32{{.*}} step
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %c16{{.*}} step
// CHECK:             memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NOT:     scf.parallel
// ASYNC-LABEL: func.func @small_static(
// ASYNC-NOT:     call
// ASYNC:         return
func.func @small_static(%in: memref<32x16xf32>, %out: memref<32x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c32, %c16) step (%c1, %c1) {
    %x = memref.load %in[%i, %j] : memref<32x16xf32>
    memref.store %x, %out[%i, %j] : memref<32x16xf32>
    scf.reduce
  }
  return
}

// -----

// A 2-D nest of --tosabcast-block-registers' kernels: one chunk runs a plain copy of the nest too. Calling the
// chunk's outlined loops for all the rows instead saved 0.2-0.3 s of JIT time on the models but cost 4-5 % at
// run time (cnn's dynamic program 176 -> 185 us, depthwise's 123 -> 128 us).
// CHECK-LABEL: func.func @blocks_2d(
// CHECK:         scf.if
// CHECK:           scf.parallel
// CHECK:         } else {
// CHECK-NEXT:      scf.for %[[B:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:        scf.for %[[I:.*]] = %{{.*}} to %c4{{.*}} step
// CHECK:               memref.store %{{.*}}, %{{.*}}[%[[B]], %[[I]], %{{.*}}]
func.func @blocks_2d(%a: memref<?x64xf32>, %c: memref<?x8x32xf32>, %rows: index, %full: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%b, %i) = (%c0, %c0) to (%rows, %c4) step (%c1, %c1) {
    scf.if %full {
      %sum = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %c0) -> (index) {
        %next = arith.addi %acc, %k : index
        scf.yield %next : index
      }
      %x = memref.load %a[%b, %sum] : memref<?x64xf32>
      memref.store %x, %c[%b, %i, %sum] : memref<?x8x32xf32>
    }
    scf.reduce
  } {tosabcast.work_scale = 192 : i64}
  return
}
