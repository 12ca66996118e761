// RUN: tosabcast-opt %s --split-input-file --tosabcast-table-erf="lanes=16" | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-table-erf="lanes=16 chains=1" | FileCheck %s --check-prefix=ONE
// RUN: tosabcast-opt %s --split-input-file --tosabcast-table-erf="lanes=0" | FileCheck %s --check-prefix=OFF
// RUN: tosabcast-opt %s --split-input-file --tosabcast-table-erf="lanes=16 ahead=0" | FileCheck %s --check-prefix=NOPF
// RUN: tosabcast-opt %s --split-input-file --tosabcast-table-erf="lanes=16" | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-table-erf="lanes=16 chains=1" | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-table-erf="lanes=16 permute=true" | FileCheck %s --check-prefix=PERM
// RUN: tosabcast-opt %s --split-input-file --tosabcast-table-erf="lanes=16 permute=true" | %mlir-opt --split-input-file --verify-each
// With permute=true (the JIT on AVX-512 hosts) each lookup of a vector step is the vpermps intrinsic itself, one
// per 16 lanes, the interval's bits unmasked (vpermps reads the low 4); scalar lookups stay extracts.
// PERM-LABEL: func.func @gelu(
// PERM:         scf.for
// PERM:           %[[T:.*]] = math.fma %{{.*}} : vector<64xf32>
// PERM-NEXT:      %[[K:.*]] = arith.bitcast %[[T]] : vector<64xf32> to vector<64xi32>
// PERM-NOT:       arith.andi %[[K]]
// PERM:           %[[K0:.*]] = vector.extract_strided_slice %[[K]] {offsets = [0], sizes = [16], strides = [1]}
// PERM:           %[[K3:.*]] = vector.extract_strided_slice %[[K]] {offsets = [48], sizes = [16], strides = [1]}
// PERM:           %[[TABLE:.*]] = arith.constant dense<[{{.*}}]> : vector<16xf32>
// PERM-NEXT:      llvm.call_intrinsic "llvm.x86.avx512.permvar.sf.512"(%[[TABLE]], %[[K0]]) : (vector<16xf32>, vector<16xi32>) -> vector<16xf32>
// PERM-COUNT-2:   llvm.call_intrinsic "llvm.x86.avx512.permvar.sf.512"(%[[TABLE]], %{{.*}})
// PERM-NEXT:      llvm.call_intrinsic "llvm.x86.avx512.permvar.sf.512"(%[[TABLE]], %[[K3]])
// PERM-NOT:       vector.from_elements
// PERM:           vector.store
// PERM-LABEL: func.func @with_exp(
// PERM:           arith.andi %{{.*}} : i32
// PERM:           vector.extract %{{.*}}[%{{.*}}] : f32 from vector<16xf32>
// The loops around f32 math.erf are vectorized by hand, 4 vectors of 16 lanes a step (each op on vector<64xf32>,
// which LLVM splits into 4 instructions side by side), erf from 16-entry tables: a loop of steps that prefetches
// 4 KiB ahead, not to be unrolled by LLVM, and a masked last step. Each lookup is, per 16 lanes, a
// vector.from_elements of vector.extracts at the lanes' intervals (one vpermps on AVX-512), the four parts put
// together by vector.insert_strided_slice.
// CHECK: #[[NOUNROLL:.*]] = #llvm.loop_unroll<disable = true>
// CHECK: #[[UNROLL:.*]] = #llvm.loop_annotation<unroll = #[[NOUNROLL]]>
// ONE: #[[COUNT4:.*]] = #llvm.loop_unroll<count = 4 : i32>
// ONE: #[[UNROLL:.*]] = #llvm.loop_annotation<unroll = #[[COUNT4]]>
// OFF-NOT: vector.
// OFF-NOT: math.erf %{{.*}} : vector
// NOPF-NOT: memref.prefetch

// CHECK-LABEL: func.func @gelu(
// CHECK-SAME:    %[[A:.*]]: memref<?xf32>, %[[N:.*]]: index
// CHECK:         %[[O:.*]] = memref.alloc
// CHECK:         %[[END:.*]] = arith.addi
// CHECK:         %[[C64:.*]] = arith.constant 64 : index
// CHECK:         scf.for %[[V:.*]] = %{{.*}} to %[[END]] step %[[C64]] {
// CHECK-COUNT-4:   memref.prefetch %[[A]][%{{.*}}], read, locality<3>, data : memref<?xf32>
// CHECK-COUNT-4:   memref.prefetch %[[O]][%{{.*}}], write, locality<3>, data : memref<?xf32>
// CHECK-NOT:       memref.prefetch
// CHECK:           vector.load %[[A]][%[[V]]] : memref<?xf32>, vector<64xf32>
// CHECK:           arith.mulf %{{.*}} : vector<64xf32>
// CHECK:           math.absf %{{.*}} : vector<64xf32>
// CHECK:           %[[K:.*]] = arith.andi %{{.*}} : vector<64xi32>
// CHECK:           %[[K0:.*]] = vector.extract_strided_slice %[[K]] {offsets = [0], sizes = [16], strides = [1]} : vector<64xi32> to vector<16xi32>
// CHECK-COUNT-3:   vector.extract_strided_slice %[[K]]
// CHECK:           %[[L0:.*]] = vector.extract %[[K0]][0] : i32 from vector<16xi32>
// CHECK:           %[[I0:.*]] = arith.index_cast %[[L0]] : i32 to index
// CHECK:           %[[T:.*]] = arith.constant dense<[{{.*}}]> : vector<16xf32>
// CHECK:           vector.extract %[[T]][%[[I0]]] : f32 from vector<16xf32>
// CHECK-COUNT-15:  vector.extract %[[T]][%{{.*}}] : f32 from vector<16xf32>
// CHECK:           %[[P0:.*]] = vector.from_elements {{.*}} : vector<16xf32>
// CHECK-COUNT-3:   vector.from_elements {{.*}} : vector<16xf32>
// CHECK:           %[[W0:.*]] = vector.insert_strided_slice %[[P0]], %{{.*}} {offsets = [0], strides = [1]} : vector<16xf32> into vector<64xf32>
// CHECK:           %[[W1:.*]] = vector.insert_strided_slice %{{.*}}, %[[W0]] {offsets = [16], strides = [1]}
// CHECK:           %[[W2:.*]] = vector.insert_strided_slice %{{.*}}, %[[W1]] {offsets = [32], strides = [1]}
// CHECK:           %[[W3:.*]] = vector.insert_strided_slice %{{.*}}, %[[W2]] {offsets = [48], strides = [1]}
// CHECK:           arith.subf %{{.*}}, %[[W3]] : vector<64xf32>
// CHECK-COUNT-28:  vector.from_elements
// CHECK-NOT:       math.erf
// CHECK:           vector.store %{{.*}}, %[[O]][%[[V]]] : memref<?xf32>, vector<64xf32>
// CHECK-NEXT:    } {loop_annotation = #[[UNROLL]]}
// CHECK:         %[[LEFT:.*]] = arith.cmpi slt, %[[END]], %[[N]] : index
// CHECK:         scf.if %[[LEFT]] {
// CHECK:           %[[COUNT:.*]] = arith.subi %[[N]], %[[END]] : index
// CHECK:           %[[MASK:.*]] = vector.create_mask %[[COUNT]] : vector<64xi1>
// CHECK:           vector.maskedload %[[A]][%[[END]]], %[[MASK]], %{{.*}} : memref<?xf32>, vector<64xi1>, vector<64xf32> into vector<64xf32>
// CHECK-COUNT-32:  vector.from_elements
// CHECK:           vector.maskedstore %[[O]][%[[END]]], %[[MASK]], %{{.*}} : memref<?xf32>, vector<64xi1>, vector<64xf32>
// CHECK:         }
// CHECK-NEXT:    return %[[O]]
// With chains=1, one vector of 16 lanes a step, each lookup one from_elements of 16 extracts, the loop marked
// for LLVM to unroll 4 times.
// ONE-LABEL: func.func @gelu(
// ONE-SAME:    %[[A:.*]]: memref<?xf32>, %[[N:.*]]: index
// ONE:         arith.addi
// ONE:         %[[C16:.*]] = arith.constant 16 : index
// ONE:         scf.for %[[V:.*]] = %{{.*}} to %{{.*}} step %[[C16]] {
// ONE:           memref.prefetch %[[A]][%{{.*}}], read, locality<3>, data : memref<?xf32>
// ONE:           memref.prefetch %{{.*}}[%{{.*}}], write, locality<3>, data : memref<?xf32>
// ONE-NOT:       memref.prefetch
// ONE:           vector.load %[[A]][%[[V]]] : memref<?xf32>, vector<16xf32>
// ONE:           %[[K:.*]] = arith.andi %{{.*}} : vector<16xi32>
// ONE-NOT:       vector.extract_strided_slice
// ONE:           %[[K0:.*]] = vector.extract %[[K]][0] : i32 from vector<16xi32>
// ONE-COUNT-8:   vector.from_elements {{.*}} : vector<16xf32>
// ONE-NOT:       vector.insert_strided_slice
// ONE:           vector.store %{{.*}} : memref<?xf32>, vector<16xf32>
// ONE-NEXT:    } {loop_annotation = #[[UNROLL]]}
// ONE:         vector.create_mask %{{.*}} : vector<16xi1>
// OFF-LABEL: func.func @gelu(
// OFF:         scf.for
// OFF:           math.erf %{{.*}} : f32
func.func @gelu(%a: memref<?xf32>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 0.707106769 : f32
  %o = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.mulf %x, %h : f32
    %e = math.erf %y : f32
    %z = arith.mulf %x, %e : f32
    memref.store %z, %o[%i] : memref<?xf32>
  }
  return %o : memref<?xf32>
}

// -----

// An OpenMP work-sharing loop steps by 64 (4 vectors of 16), every step masked to the lanes before the end; f16
// goes through f32.
// CHECK-LABEL: func.func @shared(
// CHECK-SAME:    %[[A:.*]]: memref<?xf16>, %[[N:.*]]: index
// CHECK:         %[[O:.*]] = memref.alloc
// CHECK:         %[[C64:.*]] = arith.constant 64 : index
// CHECK:         omp.parallel
// CHECK:           omp.loop_nest (%[[I:.*]]) : index = (%{{.*}}) to (%[[N]]) step (%[[C64]]) {
// CHECK:             %[[COUNT:.*]] = arith.subi %[[N]], %[[I]] : index
// CHECK:             %[[MASK:.*]] = vector.create_mask %[[COUNT]] : vector<64xi1>
// CHECK:             vector.maskedload %[[A]][%[[I]]], %[[MASK]], %{{.*}} : memref<?xf16>, vector<64xi1>, vector<64xf16> into vector<64xf16>
// CHECK:             arith.extf %{{.*}} : vector<64xf16> to vector<64xf32>
// CHECK-COUNT-32:    vector.from_elements
// CHECK:             arith.truncf %{{.*}} : vector<64xf32> to vector<64xf16>
// CHECK:             vector.maskedstore %[[O]][%[[I]]], %[[MASK]], %{{.*}} : memref<?xf16>, vector<64xi1>, vector<64xf16>
// CHECK-NEXT:        omp.yield

func.func @shared(%a: memref<?xf16>, %n: index, %k: i32) -> memref<?xf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf16>
  omp.parallel num_threads(%k : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        %x = memref.load %a[%i] : memref<?xf16>
        %w = arith.extf %x : f16 to f32
        %y = math.erf %w : f32
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

// A loop with other math (exp, which expand-math expands later) is not vectorized: its erf is the same table
// arithmetic on a scalar, one vector.extract per lookup, and the loop is marked for LLVM not to vectorize it.
// CHECK-LABEL: func.func @with_exp(
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           memref.load
// CHECK-NOT:       math.erf
// CHECK:           %[[K:.*]] = arith.andi %{{.*}} : i32
// CHECK:           %[[P:.*]] = arith.index_cast %[[K]] : i32 to index
// CHECK:           %[[T:.*]] = arith.constant dense<[{{.*}}]> : vector<16xf32>
// CHECK:           vector.extract %[[T]][%[[P]]] : f32 from vector<16xf32>
// CHECK-COUNT-7:   vector.extract %{{.*}}[%[[P]]] : f32 from vector<16xf32>
// CHECK:           math.exp %{{.*}} : f32
// CHECK:           memref.store
// CHECK:         } {loop_annotation = #{{.*}}}

func.func @with_exp(%a: memref<64xf32>) -> memref<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %o = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    %x = memref.load %a[%i] : memref<64xf32>
    %e = math.erf %x : f32
    %f = math.exp %e : f32
    memref.store %f, %o[%i] : memref<64xf32>
  }
  return %o : memref<64xf32>
}
