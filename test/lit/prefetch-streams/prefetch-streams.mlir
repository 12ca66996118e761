// RUN: tosabcast-opt %s --split-input-file --tosabcast-prefetch-streams="plain-min-bytes=-1" | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-prefetch-streams="ahead=0 plain-min-bytes=4194304" | FileCheck %s --check-prefix=OFF
// RUN: tosabcast-opt %s --split-input-file --tosabcast-prefetch-streams="ahead=2048 strip=32 plain-min-bytes=-1" | FileCheck %s --check-prefix=FAR
// RUN: tosabcast-opt %s --split-input-file --tosabcast-prefetch-streams="plain-min-bytes=4194304" | FileCheck %s --check-prefix=PLAIN
// RUN: tosabcast-opt %s --split-input-file --tosabcast-prefetch-streams="plain-min-bytes=4194304" | %mlir-opt --split-input-file --verify-each
// Loops that --tosabcast-expand-math marked (a loop_annotation with a vector width) are cut into strips of 64
// iterations; each strip first prefetches the 64-byte lines `ahead` (4 KiB) past it of every buffer it reads or
// writes at the loop's index (`write` for those it stores to), then runs the original loop, its body and mark
// untouched, on its iterations.
// OFF-NOT: memref.prefetch

#mark = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>, interleave = <count = 4 : i32>>

// CHECK-LABEL: func.func @two_inputs(
// CHECK-SAME:    %[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<?xf32>, %[[O:.*]]: memref<?xf32>, %[[N:.*]]: index
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[C64:.*]] = arith.constant 64 : index
// CHECK:         scf.for %[[S:.*]] = %[[C0]] to %[[N]] step %[[C64]] {
// CHECK:           %[[C1024:.*]] = arith.constant 1024 : index
// CHECK:           %[[A0:.*]] = arith.addi %[[S]], %[[C1024]] : index
// CHECK:           memref.prefetch %[[A]][%[[A0]]], read, locality<3>, data : memref<?xf32>
// CHECK:           %[[C1040:.*]] = arith.constant 1040 : index
// CHECK:           %[[A1:.*]] = arith.addi %[[S]], %[[C1040]] : index
// CHECK:           memref.prefetch %[[A]][%[[A1]]], read, locality<3>, data : memref<?xf32>
// CHECK-COUNT-2:   memref.prefetch %[[A]]
// CHECK-COUNT-4:   memref.prefetch %[[B]][%{{.*}}], read
// CHECK:           memref.prefetch %[[O]][%{{.*}}], write, locality<3>, data : memref<?xf32>
// CHECK-COUNT-3:   memref.prefetch %[[O]][%{{.*}}], write
// CHECK-NOT:       memref.prefetch
// CHECK:           %[[NEXT:.*]] = arith.addi %[[S]], %[[C64]] : index
// CHECK:           %[[END:.*]] = arith.minsi %[[NEXT]], %[[N]] : index
// CHECK:           scf.for %[[I:.*]] = %[[S]] to %[[END]] step %[[C1]] {
// CHECK:             memref.load %[[A]][%[[I]]]
// CHECK:             memref.load %[[B]][%[[I]]]
// CHECK:             math.powf
// CHECK:             memref.store %{{.*}}, %[[O]][%[[I]]]
// CHECK:           } {loop_annotation = #{{.*}}}
// CHECK:         }
// CHECK-NEXT:    return
// FAR-LABEL: func.func @two_inputs(
// FAR:         arith.constant 32 : index
// FAR:         arith.constant 512 : index
// FAR:         memref.prefetch
// FAR:         arith.constant 528 : index
// FAR:         memref.prefetch
// FAR-NOT:     memref.prefetch %arg0
// FAR-COUNT-2: memref.prefetch %arg1
// FAR-COUNT-2: memref.prefetch %arg2
// FAR-NOT:     memref.prefetch
// FAR:         return
func.func @two_inputs(%a: memref<?xf32>, %b: memref<?xf32>, %o: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %z = math.powf %x, %y : f32
    memref.store %z, %o[%i] : memref<?xf32>
  } {loop_annotation = #mark}
  return
}

// -----

// Rows of a 2-D buffer: the row index is kept, the last one runs ahead (past the row's end the address is the
// next row's). An f16 input has 128 bytes a strip: two lines; the f32 output four. A read of one element for the
// whole loop (a broadcast), or one that is the same input at the same index, is no further stream.
#mark = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>, interleave = <count = 2 : i32>>

// CHECK-LABEL: func.func @rows(
// CHECK-SAME:    %[[A:.*]]: memref<?x?xf16>, %[[ROW:.*]]: memref<?xf32>, %[[O:.*]]: memref<?x?xf32>
// CHECK:         scf.for %[[R:.*]] =
// CHECK:           scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %[[C64:.*]] {
// CHECK:             %[[C2048:.*]] = arith.constant 2048 : index
// CHECK:             %[[J0:.*]] = arith.addi %[[S]], %[[C2048]] : index
// CHECK:             memref.prefetch %[[A]][%[[R]], %[[J0]]], read, locality<3>, data : memref<?x?xf16>
// CHECK:             %[[C2080:.*]] = arith.constant 2080 : index
// CHECK:             %[[J1:.*]] = arith.addi %[[S]], %[[C2080]] : index
// CHECK:             memref.prefetch %[[A]][%[[R]], %[[J1]]], read, locality<3>, data : memref<?x?xf16>
// CHECK-COUNT-4:     memref.prefetch %[[O]][%[[R]], %{{.*}}], write
// CHECK-NOT:         memref.prefetch
// CHECK:             arith.minsi
// CHECK:             scf.for
// CHECK:               memref.load %[[A]][%[[R]], %{{.*}}]
// CHECK:               memref.load %[[ROW]][%[[R]]]
// CHECK:               memref.load %[[A]][%[[R]], %{{.*}}]
func.func @rows(%a: memref<?x?xf16>, %row: memref<?xf32>, %o: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf16>
  %n = memref.dim %a, %c1 : memref<?x?xf16>
  scf.for %r = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %h = memref.load %a[%r, %j] : memref<?x?xf16>
      %x = arith.extf %h : f16 to f32
      %s = memref.load %row[%r] : memref<?xf32>
      %h2 = memref.load %a[%r, %j] : memref<?x?xf16>
      %x2 = arith.extf %h2 : f16 to f32
      %e = math.erf %x : f32
      %t = arith.addf %e, %s : f32
      %u = arith.addf %t, %x2 : f32
      memref.store %u, %o[%r, %j] : memref<?x?xf32>
    } {loop_annotation = #mark}
  }
  return
}

// -----

// Left alone: a loop without a mark with plain-min-bytes=-1 (the default where it was not measured), a marked
// loop of fewer than 1024 iterations (its data is a few KiB), a strided last dim (not a stream of whole lines),
// a loop that carries a value, accesses whose other index is defined in the loop (the prefetch goes before it).
#mark = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>, interleave = <count = 4 : i32>>

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @left_alone(%a: memref<?xf32>, %s: memref<4096xf32, strided<[2]>>, %b: memref<4x?xf32>, %o: memref<?xf32>,
                      %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %c2048 = arith.constant 2048 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %e = math.exp %x : f32
    memref.store %e, %o[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %c1000 step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %e = math.exp %x : f32
    memref.store %e, %o[%i] : memref<?xf32>
  } {loop_annotation = #mark}
  scf.for %i = %c0 to %c2048 step %c1 {
    %x = memref.load %s[%i] : memref<4096xf32, strided<[2]>>
    %e = math.exp %x : f32
    memref.store %e, %s[%i] : memref<4096xf32, strided<[2]>>
  } {loop_annotation = #mark}
  scf.for %i = %c0 to %n step %c1 {
    %row = arith.addi %c0, %c1 : index
    %x = memref.load %b[%row, %i] : memref<4x?xf32>
    %e = math.exp %x : f32
    memref.store %e, %b[%row, %i] : memref<4x?xf32>
  } {loop_annotation = #mark}
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %a[%i] : memref<?xf32>
    %e = math.exp %x : f32
    %next = arith.addf %acc, %e : f32
    scf.yield %next : f32
  } {loop_annotation = #mark}
  return %sum : f32
}

// -----

// With plain-min-bytes, a loop without a mark that writes a stream (an element-wise loop; step 1, or the vector
// steps of --tosabcast-stream-stores) is cut into strips too, where the buffer it writes has at least that many
// bytes at run time (its sizes from its descriptor, before the loop): strips of 64 that prefetch; below, one strip
// of the whole loop that prefetches nothing. A loop that stores elsewhere (a matmul's inner loop), that carries
// a mark of another pass (a scalar remainder), or whose vector steps a strip would hold fewer than 4 times
// (vectorize-bool-stores' compares, 32 lanes) is left alone.
// PLAIN-LABEL: func.func @plain(
// PLAIN-SAME:    %[[A:.*]]: memref<?x?xf32>, %[[O:.*]]: memref<?x?xf32>, %[[M:.*]]: index, %[[N:.*]]: index
// PLAIN:         scf.for %[[R:.*]] = %{{.*}} to %[[M]] step
// PLAIN:           %[[C64:.*]] = arith.constant 64 : index
// PLAIN:           %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata %[[O]]
// PLAIN:           %[[BYTES:.*]] = arith.muli %{{.*}}, %[[SIZES]]#1 : index
// PLAIN:           %[[MIN:.*]] = arith.constant 4194304 : index
// PLAIN:           %[[BIG:.*]] = arith.cmpi uge, %[[BYTES]], %[[MIN]] : index
// PLAIN:           %[[WHOLE:.*]] = arith.maxsi
// PLAIN:           %[[WIDTH:.*]] = arith.select %[[BIG]], %[[C64]], %[[WHOLE]] : index
// PLAIN:           scf.for %[[S:.*]] = %{{.*}} to %[[N]] step %[[WIDTH]] {
// PLAIN:             scf.if %[[BIG]] {
// PLAIN-COUNT-4:       memref.prefetch %[[A]][%[[R]], %{{.*}}], read, locality<3>, data : memref<?x?xf32>
// PLAIN-COUNT-4:       memref.prefetch %[[O]][%[[R]], %{{.*}}], write, locality<3>, data : memref<?x?xf32>
// PLAIN:             }
// PLAIN:             %[[END:.*]] = arith.minsi %{{.*}}, %[[N]] : index
// PLAIN:             scf.for %{{.*}} = %[[S]] to %[[END]] step %{{.*}} {
// PLAIN:               math.absf
// PLAIN-LABEL: func.func @vector_steps(
// PLAIN-SAME:    %[[A:.*]]: memref<?xf32>, %[[O:.*]]: memref<?xf32>
// PLAIN:         %[[BIG:.*]] = arith.cmpi uge
// PLAIN:         scf.for %[[S:.*]] = %{{.*}} step %{{.*}} {
// PLAIN:           scf.if %[[BIG]] {
// PLAIN-COUNT-4:     memref.prefetch %[[A]][%{{.*}}], read
// PLAIN-COUNT-4:     memref.prefetch %[[O]][%{{.*}}], write
// PLAIN:           scf.for %{{.*}} = %[[S]] to %{{.*}} step %[[C8:.*]] {
// PLAIN:             vector.load %[[A]]
// A broadcast operand's row index computed in the body (stream-stores' vector steps) is hoisted before the loop,
// and the operand is a stream.
// PLAIN-LABEL: func.func @hoisted_row(
// PLAIN-SAME:    %[[A:.*]]: memref<?x?xf32>, %[[O:.*]]: memref<?x?xf32>, %[[R:.*]]: index, %[[C:.*]]: i1
// PLAIN:         %[[ROW:.*]] = arith.select %[[C]], %{{.*}}, %[[R]] : index
// PLAIN:         scf.for
// PLAIN:           scf.if
// PLAIN-COUNT-4:     memref.prefetch %[[A]][%[[ROW]], %{{.*}}], read
// PLAIN-COUNT-4:     memref.prefetch %[[O]][%[[R]], %{{.*}}], write
// PLAIN:           scf.for %[[V:.*]] =
// PLAIN-NEXT:        vector.load %[[A]][%[[ROW]], %[[V]]]
// OpenMP's flat work-shared loop: where the output has the bytes, the threads share out strips of 64 that
// prefetch; a copy of the parallel region runs the loop as it was for smaller outputs.
// PLAIN-LABEL: func.func @shared_plain(
// PLAIN-SAME:    %[[A:.*]]: memref<?xf32>, %[[O:.*]]: memref<?xf32>, %[[N:.*]]: index
// PLAIN:         %[[C64:.*]] = arith.constant 64 : index
// PLAIN:         %[[BIG:.*]] = arith.cmpi uge
// PLAIN:         scf.if %[[BIG]] {
// PLAIN:           omp.parallel
// PLAIN:             omp.loop_nest (%[[S:.*]]) : index = (%{{.*}}) to (%[[N]]) step (%[[C64]]) {
// PLAIN-COUNT-4:       memref.prefetch %[[A]][%{{.*}}], read
// PLAIN-COUNT-4:       memref.prefetch %[[O]][%{{.*}}], write
// PLAIN:               %[[END:.*]] = arith.minsi %{{.*}}, %[[N]] : index
// PLAIN:               scf.for %[[I:.*]] = %[[S]] to %[[END]] step %{{.*}} {
// PLAIN-NEXT:            memref.load %[[A]][%[[I]]]
// PLAIN:               omp.yield
// PLAIN:         } else {
// PLAIN:           omp.parallel
// PLAIN:             omp.loop_nest (%[[J:.*]]) : index = (%{{.*}}) to (%[[N]]) step (%{{.*}}) {
// PLAIN-NEXT:          memref.load %[[A]][%[[J]]]
// PLAIN-NOT:           memref.prefetch
// PLAIN:               omp.yield
// PLAIN-LABEL: func.func @left_alone_plain(
// PLAIN-NOT:     memref.prefetch
// PLAIN:         return
// CHECK-LABEL: func.func @plain(
// CHECK-NOT:     memref.prefetch
// CHECK-LABEL: func.func @vector_steps(
// CHECK-NOT:     memref.prefetch
func.func @plain(%a: memref<?x?xf32>, %o: memref<?x?xf32>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%r, %j] : memref<?x?xf32>
      %y = math.absf %x : f32
      memref.store %y, %o[%r, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @vector_steps(%a: memref<?xf32>, %o: memref<?xf32>, %lb: index, %ub: index) {
  %c8 = arith.constant 8 : index
  scf.for %v = %lb to %ub step %c8 {
    %x = vector.load %a[%v] : memref<?xf32>, vector<8xf32>
    %y = math.absf %x : vector<8xf32>
    vector.store %y, %o[%v] : memref<?xf32>, vector<8xf32>
  }
  return
}

func.func @hoisted_row(%a: memref<?x?xf32>, %o: memref<?x?xf32>, %r: index, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  scf.for %v = %c0 to %n step %c8 {
    %zero = arith.constant 0 : index
    %row = arith.select %c, %zero, %r : index
    %x = vector.load %a[%row, %v] : memref<?x?xf32>, vector<8xf32>
    %y = math.absf %x : vector<8xf32>
    vector.store %y, %o[%r, %v] : memref<?x?xf32>, vector<8xf32>
  }
  return
}

func.func @shared_plain(%a: memref<?xf32>, %o: memref<?xf32>, %n: index, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel num_threads(%k : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = math.absf %x : f32
        memref.store %y, %o[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

func.func @left_alone_plain(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %o: memref<?xf32>,
                            %m: index, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %p = %c0 to %k step %c1 {
        %x = memref.load %a[%i, %p] : memref<?x?xf32>
        %y = memref.load %b[%p, %j] : memref<?x?xf32>
        %z = memref.load %c[%i, %j] : memref<?x?xf32>
        %w = arith.mulf %x, %y : f32
        %s = arith.addf %z, %w : f32
        memref.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %o[%i] : memref<?xf32>
    %y = math.absf %x : f32
    memref.store %y, %o[%i] : memref<?xf32>
  } {llvm.loop_annotation = #llvm.loop_annotation<vectorize = <disable = true>, unroll = <disable = true>>}
  %c32 = arith.constant 32 : index
  scf.for %v = %c0 to %n step %c32 {
    %x = vector.load %o[%v] : memref<?xf32>, vector<32xf32>
    %y = math.absf %x : vector<32xf32>
    vector.store %y, %o[%v] : memref<?xf32>, vector<32xf32>
  }
  return
}
