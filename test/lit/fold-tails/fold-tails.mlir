// RUN: tosabcast-opt %s --split-input-file --tosabcast-fold-tails | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-fold-tails="max-ops=5" | FileCheck %s --check-prefix=SMALL
// RUN: tosabcast-opt %s --split-input-file --tosabcast-fold-tails --tosabcast-prefetch-streams="plain-min-bytes=-1" | FileCheck %s --check-prefix=STRIPS
// RUN: tosabcast-opt %s --split-input-file --tosabcast-fold-tails --tosabcast-prefetch-streams | %mlir-opt --split-input-file --verify-each
// A loop --tosabcast-expand-math marked for 16 lanes and 4 interleaved steps (64 elements a vector step) is split
// into its whole steps, `lb + (max(ub - lb, 0) / 64) * 64`, and a copy for the 0-63 elements left, marked for
// LLVM to run as masked vector steps of 16 lanes (`predicateEnable`); the first loop says its trip count is a
// multiple of 64 (`tosabcast.whole_steps`), so prefetch-streams' strips of 64 end at `s + 64`, not at a `min`.

#mark = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>, interleave = <count = 4 : i32>>

// CHECK: #[[VEC:.*]] = #llvm.loop_vectorize<disable = false, width = 16 : i32>
// CHECK: #[[FOLD:.*]] = #llvm.loop_vectorize<disable = false, predicateEnable = true, width = 16 : i32>
// CHECK: #[[MARK:.*]] = #llvm.loop_annotation<vectorize = #[[VEC]], interleave = #{{.*}}>
// CHECK: #[[TAIL:.*]] = #llvm.loop_annotation<vectorize = #[[FOLD]], interleave = #{{.*}}>
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:    %[[A:.*]]: memref<?xf32>, %[[O:.*]]: memref<?xf32>, %[[LB:.*]]: index, %[[UB:.*]]: index
// CHECK:         %[[N:.*]] = arith.subi %[[UB]], %[[LB]] : index
// CHECK:         %[[COUNT:.*]] = arith.maxsi %[[N]], %{{.*}} : index
// CHECK:         %[[C64:.*]] = arith.constant 64 : index
// CHECK:         %[[Q:.*]] = arith.divui %[[COUNT]], %[[C64]] : index
// CHECK:         %[[R:.*]] = arith.muli %[[Q]], %[[C64]] : index
// CHECK:         %[[WHOLE:.*]] = arith.addi %[[LB]], %[[R]] : index
// CHECK:         scf.for %[[I:.*]] = %[[LB]] to %[[WHOLE]] step %{{.*}} {
// CHECK:           math.tanh
// CHECK:         } {loop_annotation = #[[MARK]], tosabcast.whole_steps = 64 : i64}
// CHECK:         scf.for %[[J:.*]] = %[[WHOLE]] to %[[UB]] step %{{.*}} {
// CHECK:           memref.load %[[A]][%[[J]]]
// CHECK:           math.tanh
// CHECK:           memref.store %{{.*}}, %[[O]][%[[J]]]
// CHECK:         } {loop_annotation = #[[TAIL]]}
// CHECK-NEXT:    return
// SMALL-LABEL: func.func @dynamic(
// SMALL-NOT:     predicateEnable
// SMALL:         return
// STRIPS-LABEL: func.func @dynamic(
// STRIPS:         scf.for %[[S:.*]] = %{{.*}} to %[[WHOLE:.*]] step %[[STEP:.*]] {
// STRIPS:           memref.prefetch
// STRIPS-NOT:       arith.minsi
// STRIPS:           %[[END:.*]] = arith.addi %[[S]], %[[STEP]] : index
// STRIPS-NEXT:      scf.for %{{.*}} = %[[S]] to %[[END]] step
// STRIPS:           } {loop_annotation = #{{.*}}, tosabcast.whole_steps = 64 : i64}
// STRIPS-NEXT:    }
// STRIPS-NOT:     memref.prefetch
// STRIPS:         scf.for %{{.*}} = %[[WHOLE]] to
// STRIPS-NOT:     memref.prefetch
// STRIPS:         return
func.func @dynamic(%a: memref<?xf32>, %o: memref<?xf32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = math.tanh %x : f32
    memref.store %y, %o[%i] : memref<?xf32>
  } {loop_annotation = #mark}
  return
}

// -----

// Static: 100 iterations are 64 and a tail of 36; 128 are whole steps, left alone; so is a loop without a mark.
#mark = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>, interleave = <count = 4 : i32>>

// CHECK-LABEL: func.func @static(
// CHECK:         scf.for
// CHECK:         } {loop_annotation = #{{.*}}, tosabcast.whole_steps = 64 : i64}
// CHECK:         scf.for
// CHECK:         } {loop_annotation = #[[TAIL]]}
// CHECK:         scf.for
// CHECK-NOT:     predicateEnable
// CHECK:         } {loop_annotation = #[[MARK]]}
// CHECK-NEXT:    scf.for
// CHECK:         }
// CHECK-NEXT:    return
func.func @static(%a: memref<128xf32>, %o: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c128 = arith.constant 128 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %x = memref.load %a[%i] : memref<128xf32>
    %y = math.exp %x : f32
    memref.store %y, %o[%i] : memref<128xf32>
  } {loop_annotation = #mark}
  scf.for %i = %c0 to %c128 step %c1 {
    %x = memref.load %a[%i] : memref<128xf32>
    %y = math.exp %x : f32
    memref.store %y, %o[%i] : memref<128xf32>
  } {loop_annotation = #mark}
  scf.for %i = %c0 to %c100 step %c1 {
    %x = memref.load %a[%i] : memref<128xf32>
    %y = math.exp %x : f32
    memref.store %y, %o[%i] : memref<128xf32>
  }
  return
}
