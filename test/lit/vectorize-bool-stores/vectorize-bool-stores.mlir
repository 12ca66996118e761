// RUN: tosabcast-opt %s --split-input-file --tosabcast-vectorize-bool-stores="pack=shuffles" | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-vectorize-bool-stores="pack=extend" | FileCheck %s --check-prefix=EXT
// RUN: tosabcast-opt %s --split-input-file --tosabcast-vectorize-bool-stores="pack=extend" | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-vectorize-bool-stores | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-vectorize-bool-stores="pack=shuffles" --convert-vector-to-llvm | %mlir-opt --split-input-file --verify-each
// With pack=extend (the default where the CPU has AVX-512BW) the masks become bytes by one zero extension:
// EXT-LABEL: func.func @
// EXT:         scf.for
// EXT:           %[[M:.*]] = arith.cmpf {{.*}} : vector<32xf32>
// EXT-NOT:       vector.shuffle
// EXT:           %[[B:.*]] = arith.extui %[[M]] : vector<32xi1> to vector<32xi8>
// EXT:           vector.store %[[B]], %{{.*}} : memref<?xi8>, vector<32xi8>
// An innermost loop storing the byte of a 32-bit compare becomes a 32-lane vector loop (the masks packed to
// bytes by three shuffles) and the original loop for the last 0-31 elements, marked not to vectorize or unroll.

// CHECK-DAG: #[[NOUNROLL:.*]] = #llvm.loop_unroll<disable = true>
// CHECK-DAG: #[[NOVECTORIZE:.*]] = #llvm.loop_vectorize<disable = true>
// CHECK: #[[NOVEC:.*]] = #llvm.loop_annotation<vectorize = #[[NOVECTORIZE]], unroll = #[[NOUNROLL]]>
// CHECK-LABEL: func.func @compare_f32(
// CHECK-SAME:    %[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<?xf32>, %[[N:.*]]: index
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[N]])
// CHECK:         %[[C32:.*]] = arith.constant 32 : index
// CHECK:         %[[SPAN:.*]] = arith.subi %[[N]], %[[C0]]
// CHECK:         %[[POS:.*]] = arith.maxsi %[[SPAN]]
// CHECK:         %[[STEPS:.*]] = arith.divsi %[[POS]], %[[C32]]
// CHECK:         %[[VSPAN:.*]] = arith.muli %[[STEPS]], %[[C32]]
// CHECK:         %[[END:.*]] = arith.addi %[[C0]], %[[VSPAN]]
// CHECK:         scf.for %[[V:.*]] = %[[C0]] to %[[END]] step %[[C32]] {
// CHECK:           %[[X:.*]] = vector.load %[[A]][%[[V]]] : memref<?xf32>, vector<32xf32>
// CHECK:           %[[Y:.*]] = vector.load %[[B]][%[[V]]] : memref<?xf32>, vector<32xf32>
// CHECK:           %[[M:.*]] = arith.cmpf oge, %[[X]], %[[Y]] : vector<32xf32>
// CHECK:           %[[W:.*]] = arith.extsi %[[M]] : vector<32xi1> to vector<32xi32>
// CHECK:           %[[H:.*]] = vector.bitcast %[[W]] : vector<32xi32> to vector<64xi16>
// CHECK:           %[[P:.*]] = vector.shuffle %[[H]], %[[H]] [0, 2, 4, 6, 16, 18, 20, 22, 8, 10, 12, 14, 24, 26, 28, 30, 32, 34, 36, 38, 48, 50, 52, 54, 40, 42, 44, 46, 56, 58, 60, 62]
// CHECK:           %[[PB:.*]] = vector.bitcast %[[P]] : vector<32xi16> to vector<64xi8>
// CHECK:           %[[Q:.*]] = vector.shuffle %[[PB]], %[[PB]] [0, 2, 4, 6, 8, 10, 12, 14, 32, 34, 36, 38, 40, 42, 44, 46, 16, 18, 20, 22, 24, 26, 28, 30, 48, 50, 52, 54, 56, 58, 60, 62]
// CHECK:           %[[QD:.*]] = vector.bitcast %[[Q]] : vector<32xi8> to vector<8xi32>
// CHECK:           %[[R:.*]] = vector.shuffle %[[QD]], %[[QD]] [0, 4, 1, 5, 2, 6, 3, 7]
// CHECK:           %[[RB:.*]] = vector.bitcast %[[R]] : vector<8xi32> to vector<32xi8>
// CHECK:           %[[ONE:.*]] = arith.constant dense<1> : vector<32xi8>
// CHECK:           %[[BYTES:.*]] = arith.andi %[[RB]], %[[ONE]] : vector<32xi8>
// CHECK:           vector.store %[[BYTES]], %[[OUT]][%[[V]]] : memref<?xi8>, vector<32xi8>
// CHECK-NOT:       arith.extui
// CHECK:         }
// CHECK:         scf.for %[[I:.*]] = %[[END]] to %[[N]] step %[[C1]] {
// CHECK:           memref.load %[[A]][%[[I]]] : memref<?xf32>
// CHECK:           arith.cmpf oge
// CHECK:           arith.extui
// CHECK:           memref.store
// CHECK:         } {llvm.loop_annotation = #[[NOVEC]]}
func.func @compare_f32(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) -> memref<?xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc(%n) : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %c = arith.cmpf oge, %x, %y : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  return %out : memref<?xi8>
}

// -----

// Broadcast operands (a row read at a loop-invariant index, a scalar) become vector.broadcast; and/or of i32
// compares packs too; the extui feeding only packed stores is not built; a second, f32 store is a plain
// vector.store of the vectorized value.
// CHECK-LABEL: func.func @broadcast_and_logic(
// CHECK-SAME:    %[[A:.*]]: memref<4x?xi32>, %[[ROW:.*]]: memref<1x?xi32>, %[[S:.*]]: i32
// CHECK:         scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           scf.for %[[V:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:             %[[X:.*]] = vector.load %[[A]][%[[R]], %[[V]]] : memref<4x?xi32>, vector<32xi32>
// CHECK:             %[[Y:.*]] = vector.load %[[ROW]][%{{.*}}, %[[V]]] : memref<1x?xi32>, vector<32xi32>
// CHECK:             %[[GT:.*]] = arith.cmpi sgt, %[[X]], %[[Y]] : vector<32xi32>
// CHECK:             %[[SPLAT:.*]] = vector.broadcast %[[S]] : i32 to vector<32xi32>
// CHECK:             %[[LT:.*]] = arith.cmpi slt, %[[X]], %[[SPLAT]] : vector<32xi32>
// CHECK:             %[[BOTH:.*]] = arith.andi %[[GT]], %[[LT]] : vector<32xi1>
// CHECK-NOT:         arith.extui
// CHECK:             arith.extsi %[[BOTH]] : vector<32xi1> to vector<32xi32>
// CHECK:             vector.store %{{.*}}, %{{.*}}[%[[R]], %[[V]]] : memref<4x?xi8>, vector<32xi8>
// CHECK:             %[[F:.*]] = arith.sitofp %[[X]] : vector<32xi32> to vector<32xf32>
// CHECK:             vector.store %[[F]], %{{.*}}[%[[R]], %[[V]]] : memref<4x?xf32>, vector<32xf32>
// CHECK:           }
// CHECK:           scf.for
// CHECK:             arith.extui
func.func @broadcast_and_logic(%a: memref<4x?xi32>, %row: memref<1x?xi32>, %s: i32, %n: index) -> (memref<4x?xi8>, memref<4x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloc(%n) : memref<4x?xi8>
  %out2 = memref.alloc(%n) : memref<4x?xf32>
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %a[%r, %i] : memref<4x?xi32>
      %y = memref.load %row[%c0, %i] : memref<1x?xi32>
      %gt = arith.cmpi sgt, %x, %y : i32
      %lt = arith.cmpi slt, %x, %s : i32
      %both = arith.andi %gt, %lt : i1
      %w = arith.extui %both : i1 to i8
      memref.store %w, %out[%r, %i] : memref<4x?xi8>
      %f = arith.sitofp %x : i32 to f32
      memref.store %f, %out2[%r, %i] : memref<4x?xf32>
    }
  }
  return %out, %out2 : memref<4x?xi8>, memref<4x?xf32>
}

// -----

// Left to LLVM: bytes of 64-bit or 8-bit compares (no 32-bit masks to pack), a stored function argument (it
// could overlap what the loop reads), a runtime-broadcast index (select), a step other than 1, a buffer read
// at other indices than it is stored at, a compare of widened f16, a strided innermost dim.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     vector.
// CHECK:         return
func.func @left_alone(%a: memref<?xf64>, %b: memref<?xi8>, %arg: memref<?xi8>, %f: memref<?xf32>,
                      %strided: memref<?xf32, strided<[2]>>, %half: memref<?xf16>, %cond: i1, %n: index)
                      -> memref<?xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z8 = arith.constant 0 : i8
  %out = memref.alloc(%n) : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    %c = arith.cmpf olt, %x, %x : f64
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %b[%i] : memref<?xi8>
    %c = arith.cmpi ne, %x, %z8 : i8
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %f[%i] : memref<?xf32>
    %c = arith.cmpf olt, %x, %x : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %arg[%i] : memref<?xi8>
  }
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.select %cond, %c0, %i : index
    %x = memref.load %f[%j] : memref<?xf32>
    %c = arith.cmpf olt, %x, %x : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  scf.for %i = %c0 to %n step %c2 {
    %x = memref.load %f[%i] : memref<?xf32>
    %c = arith.cmpf olt, %x, %x : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %out[%c0] : memref<?xi8>
    %y = arith.sitofp %x : i8 to f32
    %c = arith.cmpf olt, %y, %y : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  scf.for %i = %c0 to %n step %c1 {
    %h = memref.load %half[%i] : memref<?xf16>
    %x = arith.extf %h : f16 to f32
    %c = arith.cmpf olt, %x, %x : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %strided[%i] : memref<?xf32, strided<[2]>>
    %c = arith.cmpf olt, %x, %x : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  return %out : memref<?xi8>
}

// -----

// An OpenMP work-shared loop: the threads share out 32-element steps (bound and step built before the
// parallel region); the last 0-31 elements run after it, on the calling thread.
// CHECK-LABEL: func.func @shared(
// CHECK-SAME:    %[[A:.*]]: memref<?xf32>, %[[N:.*]]: index
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         %[[C32:.*]] = arith.constant 32 : index
// CHECK:         %[[END:.*]] = arith.addi
// CHECK:         omp.parallel {
// CHECK:           omp.wsloop {
// CHECK:             omp.loop_nest (%[[V:.*]]) : index = (%{{.*}}) to (%[[END]]) step (%[[C32]]) {
// CHECK:               vector.load %[[A]][%[[V]]] : memref<?xf32>, vector<32xf32>
// CHECK:               vector.shuffle
// CHECK:               vector.store %{{.*}}, %[[OUT]][%[[V]]] : memref<?xi8>, vector<32xi8>
// CHECK-NEXT:          omp.yield
// CHECK:           omp.terminator
// CHECK:         }
// CHECK:         scf.for %[[I:.*]] = %[[END]] to %[[N]] step %{{.*}} {
// CHECK:           memref.load %[[A]][%[[I]]] : memref<?xf32>
// CHECK:           arith.extui
// CHECK:         } {llvm.loop_annotation = #{{.*}}}
func.func @shared(%a: memref<?xf32>, %n: index) -> memref<?xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc(%n) : memref<?xi8>
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        %x = memref.load %a[%i] : memref<?xf32>
        %c = arith.cmpf olt, %x, %zero : f32
        %w = arith.extui %c : i1 to i8
        memref.store %w, %out[%i] : memref<?xi8>
        omp.yield
      }
    }
    omp.terminator
  }
  return %out : memref<?xi8>
}

// The async runtime's outlined loops store into arguments of private functions: followed through every call
// (a recursive dispatcher included) to allocations, the loop is vectorized; a private function also called
// with a caller's argument as the stored buffer is not.
// CHECK-LABEL: func.func private @outlined(
// CHECK:         scf.for
// CHECK:           vector.load
// CHECK:           vector.store
// CHECK-LABEL: func.func private @outlined_unsafe(
// CHECK-NOT:     vector.
// CHECK:         return
func.func @caller(%a: memref<?xf32>, %n: index) -> memref<?xi8> {
  %out = memref.alloc(%n) : memref<?xi8>
  func.call @outlined(%a, %out, %n) : (memref<?xf32>, memref<?xi8>, index) -> ()
  func.call @dispatch(%a, %out, %n) : (memref<?xf32>, memref<?xi8>, index) -> ()
  func.call @outlined_unsafe(%a, %out, %n) : (memref<?xf32>, memref<?xi8>, index) -> ()
  return %out : memref<?xi8>
}
func.func @caller_of_unsafe(%a: memref<?xf32>, %given: memref<?xi8>, %n: index) {
  func.call @outlined_unsafe(%a, %given, %n) : (memref<?xf32>, memref<?xi8>, index) -> ()
  return
}
func.func private @dispatch(%a: memref<?xf32>, %out: memref<?xi8>, %n: index) {
  func.call @dispatch(%a, %out, %n) : (memref<?xf32>, memref<?xi8>, index) -> ()
  func.call @outlined(%a, %out, %n) : (memref<?xf32>, memref<?xi8>, index) -> ()
  return
}
func.func private @outlined(%a: memref<?xf32>, %out: memref<?xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %c = arith.cmpf olt, %x, %zero : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  return
}
func.func private @outlined_unsafe(%a: memref<?xf32>, %out: memref<?xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %c = arith.cmpf olt, %x, %zero : f32
    %w = arith.extui %c : i1 to i8
    memref.store %w, %out[%i] : memref<?xi8>
  }
  return
}
