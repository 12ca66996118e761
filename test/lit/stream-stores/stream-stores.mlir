// RUN: tosabcast-opt %s --split-input-file --tosabcast-stream-stores="min-bytes=16777216 fence=seq_cst" | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-stream-stores="min-bytes=16777216 fence=sfence" | FileCheck %s --check-prefix=SFENCE
// RUN: tosabcast-opt %s --split-input-file --tosabcast-stream-stores="min-bytes=-1" | FileCheck %s --check-prefix=NEVER
// RUN: tosabcast-opt %s --split-input-file --tosabcast-stream-stores="min-bytes=-1" | FileCheck %s --check-prefix=NOSTREAM
// RUN: tosabcast-opt %s --split-input-file --tosabcast-stream-stores | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-stream-stores --convert-vector-to-llvm | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-stream-stores="min-bytes=-1" --convert-vector-to-llvm | %mlir-opt --split-input-file --verify-each
// The default min-bytes is the host's (16 MiB where streaming was measured to win, -1 elsewhere): the checks
// name theirs. With -1 (NEVER) nothing streams and no fence is built: loops without runtime-broadcast reads are
// left to LLVM, those with them still take one vector loop per broadcast case, with ordinary stores.
// NOSTREAM-NOT: nontemporal
// NOSTREAM-NOT: fence
// An innermost loop storing into a buffer of at least min-bytes (16 MiB) gets a second version: the elements up
// to the first 32-byte-aligned store, a vector loop with aligned non-temporal stores, the last elements; the
// original loop runs for smaller buffers. A fence after the nest, when the buffer is big.

// CHECK-DAG: #[[NOUNROLL:.*]] = #llvm.loop_unroll<disable = true>
// CHECK-DAG: #[[NOVECTORIZE:.*]] = #llvm.loop_vectorize<disable = true>
// CHECK: #[[NOVEC:.*]] = #llvm.loop_annotation<vectorize = #[[NOVECTORIZE]], unroll = #[[NOUNROLL]]>
// NEVER-LABEL: func.func @exp_like(
// NEVER-NOT:     vector.
// NEVER-NOT:     llvm.fence
// NEVER:         return
// CHECK-LABEL: func.func @exp_like(
// CHECK-SAME:    %[[A:.*]]: memref<?xf32>, %[[N:.*]]: index
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64}
// CHECK:         %{{.*}}, %{{.*}}, %[[SIZE:.*]], %{{.*}} = memref.extract_strided_metadata %[[OUT]]
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[BYTES:.*]] = arith.muli %[[C4]], %[[SIZE]]
// CHECK:         %[[MIN:.*]] = arith.constant 16777216 : index
// CHECK:         %[[BIG:.*]] = arith.cmpi uge, %[[BYTES]], %[[MIN]]
// CHECK:         scf.if %[[BIG]] {
// CHECK:           %{{.*}}, %[[OFFSET:.*]], %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[OUT]]
// CHECK:           %[[LINEAR:.*]] = arith.addi %[[OFFSET]], %[[C0:.*]] : index
// CHECK:           %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK:           %[[AT:.*]] = arith.muli %[[LINEAR]], %[[C4B:.*]] : index
// CHECK:           %[[ADDRESS:.*]] = arith.addi %[[PTR]], %[[AT]]
// CHECK:           %[[NEG:.*]] = arith.subi %{{.*}}, %[[ADDRESS]]
// CHECK:           %[[C31:.*]] = arith.constant 31 : index
// CHECK:           %[[MIS:.*]] = arith.andi %[[NEG]], %[[C31]]
// CHECK:           %[[PEEL:.*]] = arith.divsi %[[MIS]], %[[C4B]]
// CHECK:           %[[FIRST:.*]] = arith.addi %[[C0]], %[[PEEL]]
// CHECK:           %[[TOP:.*]] = arith.maxsi %[[N]], %[[C0]]
// CHECK:           %[[START:.*]] = arith.minsi %[[FIRST]], %[[TOP]]
// CHECK:           %[[C8:.*]] = arith.constant 8 : index
// CHECK:           %[[LEFT:.*]] = arith.subi %[[N]], %[[START]]
// CHECK:           %[[POS:.*]] = arith.maxsi %[[LEFT]]
// CHECK:           %[[STEPS:.*]] = arith.divsi %[[POS]], %[[C8]]
// CHECK:           %[[SPAN:.*]] = arith.muli %[[STEPS]], %[[C8]]
// CHECK:           %[[END:.*]] = arith.addi %[[START]], %[[SPAN]]
// CHECK:           scf.for %[[I:.*]] = %[[C0]] to %[[START]] step %{{.*}} {
// CHECK:             memref.load %[[A]][%[[I]]] : memref<?xf32>
// CHECK:             memref.store
// CHECK:           } {llvm.loop_annotation = #[[NOVEC]]}
// CHECK:           scf.for %[[V:.*]] = %[[START]] to %[[END]] step %[[C8]] {
// CHECK:             %[[X:.*]] = vector.load %[[A]][%[[V]]] : memref<?xf32>, vector<8xf32>
// CHECK:             %[[S:.*]] = vector.broadcast %[[SCALE:.*]] : f32 to vector<8xf32>
// CHECK:             %[[Y:.*]] = arith.mulf %[[X]], %[[S]] : vector<8xf32>
// CHECK:             %[[B:.*]] = arith.bitcast %[[Y]] : vector<8xf32> to vector<8xi32>
// CHECK:             %[[Z:.*]] = math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:             vector.store %[[Z]], %[[OUT]][%[[V]]] {alignment = 32 : i64, nontemporal = true} : memref<?xf32>, vector<8xf32>
// CHECK:           }
// CHECK:           scf.for %[[J:.*]] = %[[END]] to %[[N]] step %{{.*}} {
// CHECK:             memref.store
// CHECK:           } {llvm.loop_annotation = #[[NOVEC]]}
// CHECK:         } else {
// CHECK:           scf.for %[[K:.*]] = %[[C0]] to %[[N]] step %[[C1:.*]] {
// CHECK:             memref.load %[[A]][%[[K]]]
// CHECK:             memref.store %{{.*}}, %[[OUT]][%[[K]]] : memref<?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %[[BIG]] {
// CHECK-NEXT:      llvm.fence seq_cst
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[OUT]]
// SFENCE-LABEL: func.func @exp_like(
// SFENCE:         scf.if
// SFENCE-NOT:     llvm.fence
// SFENCE:         llvm.call_intrinsic "llvm.x86.sse.sfence"() : () -> ()
func.func @exp_like(%a: memref<?xf32>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %scale = arith.constant 1.5 : f32
  %out = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.mulf %x, %scale : f32
    %b = arith.bitcast %y : f32 to i32
    %c = arith.sitofp %b : i32 to f32
    %z = math.fma %y, %c, %x : f32
    memref.store %z, %out[%i] : memref<?xf32>
  }
  return %out : memref<?xf32>
}

// -----

// A 2-D nest of our dynamic lowering: the row index is loop-invariant, the column of a dim that may broadcast
// at run time is select(dim == 1, 0, j). LLVM vectorizes such a loop only if it unswitches it on the condition,
// so the vector steps run at every size, streaming when the whole buffer (not the row) is big: four copies of the
// vector loop, by big and by the condition; one reads one element and broadcasts it, the other vectors at j.
// Each row finds its own first aligned store; one fence after the nest, when the buffer is big.

// NEVER-LABEL: func.func @rows(
// NEVER-SAME:    %[[A:.*]]: memref<?x?xf32>, %[[B:.*]]: memref<?x?xf32>, %[[M:.*]]: index, %[[N:.*]]: index, %[[B1:.*]]: i1
// NEVER-NOT:     arith.cmpi uge
// NEVER:         scf.for %{{.*}} = %{{.*}} to %[[M]]
// NEVER:           scf.for
// NEVER:             arith.select %[[B1]]
// NEVER:           } {llvm.loop_annotation = {{.*}}}
// NEVER-NEXT:      scf.if %[[B1]] {
// NEVER-NEXT:        scf.for
// NEVER-NEXT:          vector.load %[[A]]
// NEVER-NEXT:          memref.load %[[B]]
// NEVER-NEXT:          vector.broadcast
// NEVER-NEXT:          arith.addf
// NEVER-NEXT:          vector.store {{.*}} : memref<?x?xf32>, vector<8xf32>
// NEVER-NEXT:        }
// NEVER-NEXT:      } else {
// NEVER-NEXT:        scf.for
// NEVER-NEXT:          vector.load %[[A]]
// NEVER-NEXT:          vector.load %[[B]]
// NEVER-NEXT:          arith.addf
// NEVER-NEXT:          vector.store {{.*}} : memref<?x?xf32>, vector<8xf32>
// NEVER-NEXT:        }
// NEVER-NEXT:      }
// NEVER-NEXT:      %{{.*}} = arith.constant 1 : index
// NEVER-NEXT:      scf.for
// NEVER:           } {llvm.loop_annotation = {{.*}}}
// NEVER-NEXT:    }
// NEVER-NEXT:    return

// CHECK-LABEL: func.func @rows(
// CHECK-SAME:    %[[A:.*]]: memref<?x?xf32>, %[[B:.*]]: memref<?x?xf32>, %[[M:.*]]: index, %[[N:.*]]: index, %[[B1:.*]]: i1
// CHECK:         %[[BIG:.*]] = arith.cmpi uge
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]]
// CHECK-NOT:       scf.if %[[BIG]]
// CHECK:           scf.for
// CHECK:             arith.select %[[B1]]
// CHECK:           } {llvm.loop_annotation = {{.*}}}
// CHECK-NEXT:      scf.if %[[BIG]] {
// CHECK-NEXT:        scf.if %[[B1]] {
// CHECK-NEXT:          scf.for
// CHECK-NEXT:            vector.load %[[A]]
// CHECK-NEXT:            memref.load %[[B]]
// CHECK-NEXT:            vector.broadcast
// CHECK-NEXT:            arith.addf
// CHECK-NEXT:            vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// CHECK-NEXT:          }
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.for
// CHECK-NEXT:            vector.load %[[A]]
// CHECK-NEXT:            vector.load %[[B]]
// CHECK-NEXT:            arith.addf
// CHECK-NEXT:            vector.store {{.*}} {alignment = 32 : i64, nontemporal = true}
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.if %[[B1]] {
// CHECK-NEXT:          scf.for
// CHECK-NEXT:            vector.load %[[A]]
// CHECK-NEXT:            memref.load %[[B]]
// CHECK-NEXT:            vector.broadcast
// CHECK-NEXT:            arith.addf
// CHECK-NEXT:            vector.store {{.*}} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:          }
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.for
// CHECK-NEXT:            vector.load %[[A]]
// CHECK-NEXT:            vector.load %[[B]]
// CHECK-NEXT:            arith.addf
// CHECK-NEXT:            vector.store {{.*}} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      %{{.*}} = arith.constant 1 : index
// CHECK-NEXT:      scf.for
// CHECK:           } {llvm.loop_annotation = {{.*}}}
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %[[BIG]] {
// CHECK-NEXT:      llvm.fence seq_cst
// CHECK-NEXT:    }
func.func @rows(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %m: index, %n: index, %b1: i1) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc(%m, %n) {alignment = 64 : i64} : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %jb = arith.select %b1, %c0, %j : index
      %y = memref.load %b[%i, %jb] : memref<?x?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return %out : memref<?x?xf32>
}

// -----

// A loop --tosabcast-expand-math marked for 16 lanes (its math, on AVX-512 hosts) takes 16-lane vector steps,
// and streams them aligned to their 64 bytes.
// NEVER-LABEL: func.func @marked(
// NEVER:         vector.store {{.*}} : memref<?xf32>, vector<16xf32>
// NEVER-NOT:     vector<8xf32>
// NEVER:         return
// CHECK-LABEL: func.func @marked(
// CHECK:         %[[C63:.*]] = arith.constant 63 : index
// CHECK:         arith.andi %{{.*}}, %[[C63]]
// CHECK:         vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xf32>, vector<16xf32>
// CHECK-NOT:     vector<8xf32>
// CHECK:         return
func.func @marked(%a: memref<?xf32>, %b: memref<?xf32>, %n: index, %b1: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    %jb = arith.select %b1, %c0, %j : index
    %y = memref.load %b[%jb] : memref<?xf32>
    %s = arith.mulf %x, %y : f32
    memref.store %s, %out[%j] : memref<?xf32>
  } {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>>}
  return %out : memref<?xf32>
}

// -----

// exp's last step on AVX-512 hosts (`--tosabcast-expand-math{scalef}`): `llvm.intr.ldexp`, whose exponent the
// LLVM dialect takes as a scalar only, becomes LLVM's own intrinsic on vectors (one vscalefps); before, the
// loop was left scalar.
// NEVER-LABEL: func.func @scaled(
// NEVER:         llvm.call_intrinsic "llvm.ldexp"({{.*}}) : (vector<16xf32>, vector<16xi32>) -> vector<16xf32>
// NEVER:         vector.store {{.*}} : memref<?xf32>, vector<16xf32>
// NEVER:         return
func.func @scaled(%a: memref<?xf32>, %b: memref<?xf32>, %n: index, %b1: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    %jb = arith.select %b1, %c0, %j : index
    %y = memref.load %b[%jb] : memref<?xf32>
    %s = arith.subf %x, %y : f32
    %k = arith.fptosi %s : f32 to i32
    %e = llvm.intr.ldexp(%s, %k) : (f32, i32) -> f32
    memref.store %e, %out[%j] : memref<?xf32>
  } {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>>}
  return %out : memref<?xf32>
}

// -----

// Two runtime-broadcast conditions: with NEVER both are unswitched (four vector loops, no branch in a step);
// streaming, the first copy is per value of %big and the second condition branches in every step.

// NEVER-LABEL: func.func @two_conditions(
// NEVER-SAME:    %{{.*}}: i1, %[[B2:.*]]: i1
// NEVER-COUNT-4: vector.store
// NEVER-NOT:     vector.store
// NEVER:         return
// CHECK-LABEL: func.func @two_conditions(
// CHECK-COUNT-2: scf.if %{{.*}} -> (vector<8xf32>)
func.func @two_conditions(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %m: index, %n: index, %b1: i1, %b2: i1) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc(%m, %n) {alignment = 64 : i64} : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %ja = arith.select %b2, %c0, %j : index
      %x = memref.load %a[%i, %ja] : memref<?x?xf32>
      %jb = arith.select %b1, %c0, %j : index
      %y = memref.load %b[%i, %jb] : memref<?x?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return %out : memref<?x?xf32>
}

// -----

// OpenMP's flat loop: a copy of the parallel region shares out the aligned vector steps, its threads fence
// before the region ends; the calling thread runs the elements before and after. 16-bit outputs: 16 lanes.

// NEVER-LABEL: func.func @shared(
// NEVER-NOT:     vector.
// NEVER:         return
// CHECK-LABEL: func.func @shared(
// CHECK-SAME:    %[[A:.*]]: memref<?xf16>, %[[N:.*]]: index, %[[K:.*]]: i32
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[N]])
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[BIG:.*]] = arith.cmpi uge
// CHECK:         scf.if %[[BIG]] {
// CHECK:           %[[C16:.*]] = arith.constant 16 : index
// CHECK:           scf.for
// CHECK:           } {llvm.loop_annotation
// CHECK:           omp.parallel num_threads(%[[K]] : i32) {
// CHECK:             omp.wsloop {
// CHECK:               omp.loop_nest (%[[V:.*]]) : index = (%[[START:.*]]) to (%[[END:.*]]) step (%[[C16]]) {
// CHECK:                 %[[X:.*]] = vector.load %[[A]][%[[V]]] : memref<?xf16>, vector<16xf16>
// CHECK:                 %[[W:.*]] = arith.extf %[[X]] : vector<16xf16> to vector<16xf32>
// CHECK:                 %[[Y:.*]] = math.absf %[[W]] : vector<16xf32>
// CHECK:                 %[[Z:.*]] = arith.truncf %[[Y]] : vector<16xf32> to vector<16xf16>
// CHECK:                 vector.store %[[Z]], %[[OUT]][%[[V]]] {alignment = 32 : i64, nontemporal = true} : memref<?xf16>, vector<16xf16>
// CHECK-NEXT:            omp.yield
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:        llvm.fence seq_cst
// CHECK-NEXT:        omp.terminator
// CHECK:           scf.for %{{.*}} = %[[END]] to %[[N]]
// CHECK:           } {llvm.loop_annotation
// CHECK:         } else {
// CHECK:           omp.parallel num_threads(%[[K]] : i32) {
// CHECK:             omp.wsloop {
// CHECK:               omp.loop_nest (%{{.*}}) : index = (%{{.*}}) to (%[[N]]) step (%{{.*}}) {
// CHECK:                 memref.load
// CHECK-NOT:         llvm.fence
// CHECK:             omp.terminator
func.func @shared(%a: memref<?xf16>, %n: index, %k: i32) -> memref<?xf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf16>
  omp.parallel num_threads(%k : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        %x = memref.load %a[%i] : memref<?xf16>
        %w = arith.extf %x : f16 to f32
        %y = math.absf %w : f32
        %z = arith.truncf %y : f32 to f16
        memref.store %z, %out[%i] : memref<?xf16>
        omp.yield
      }
    }
    omp.terminator
  }
  return %out : memref<?xf16>
}

// -----

// 64-bit outputs: 4 lanes. A subview of an allocation: its offset and row stride count in the alignment.

// CHECK-LABEL: func.func @view_f64(
// CHECK:         %[[VIEW:.*]] = memref.subview
// CHECK:         scf.if
// CHECK:           %{{.*}}, %[[OFFSET:.*]], %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[VIEW]]
// CHECK:           arith.addi %[[OFFSET]]
// CHECK:           %[[C4:.*]] = arith.constant 4 : index
// CHECK:           scf.for %{{.*}} step %[[C4]] {
// CHECK:             vector.load %{{.*}} : memref<?xf64>, vector<4xf64>
// CHECK:             arith.negf %{{.*}} : vector<4xf64>
// CHECK:             vector.store %{{.*}}, %[[VIEW]][%{{.*}}] {alignment = 32 : i64, nontemporal = true} : memref<?xf64, strided<[1], offset: 3>>, vector<4xf64>
func.func @view_f64(%a: memref<?xf64>, %n: index) -> memref<?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = arith.addi %n, %c3 : index
  %out = memref.alloc(%m) {alignment = 64 : i64} : memref<?xf64>
  %view = memref.subview %out[3] [%n] [1] : memref<?xf64> to memref<?xf64, strided<[1], offset: 3>>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.negf %x : f64
    memref.store %y, %view[%i] : memref<?xf64, strided<[1], offset: 3>>
  }
  return %out : memref<?xf64>
}

// -----

// Left alone: a store into an argument (the caller's buffer, maybe read elsewhere), a byte store (booleans:
// --tosabcast-vectorize-bool-stores), a libm call per element, two stores, a strided store, a loop with results,
// an accumulation (its buffer read where it is stored: an outer loop would read it again, from memory).

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     vector.
// CHECK-NOT:     nontemporal
// CHECK-NOT:     llvm.fence
// CHECK:         return
func.func @left_alone(%a: memref<?xf32>, %o: memref<?xf32>, %n: index) -> (memref<?xi8>, memref<?xf32>, memref<?xf32>, memref<?x?xf32, strided<[1, ?]>>, f32, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    memref.store %x, %o[%i] : memref<?xf32>
  }
  %bytes = memref.alloc(%n) : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %b = arith.fptosi %x : f32 to i8
    memref.store %b, %bytes[%i] : memref<?xi8>
  }
  %e = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = math.exp %x : f32
    memref.store %y, %e[%i] : memref<?xf32>
  }
  %two = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    memref.store %x, %two[%i] : memref<?xf32>
    memref.store %x, %e[%i] : memref<?xf32>
  }
  %t = memref.alloc(%n, %n) : memref<?x?xf32>
  %tt = memref.transpose %t (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%j] : memref<?xf32>
      memref.store %x, %tt[%i, %j] : memref<?x?xf32, strided<[1, ?]>>
    }
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %a[%i] : memref<?xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  %into = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %into[%i] : memref<?xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %into[%i] : memref<?xf32>
  }
  return %bytes, %e, %two, %tt, %sum, %into : memref<?xi8>, memref<?xf32>, memref<?xf32>, memref<?x?xf32, strided<[1, ?]>>, f32, memref<?xf32>
}
