// RUN: tosabcast-opt %s --split-input-file --tosabcast-bound-vectorizer | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-bound-vectorizer | %mlir-opt --split-input-file --verify-each
// A dynamic loop around static loops of 9 to 64 iterations in all that store booleans is kept from
// LLVM's loop vectorizer (its -O3 code for it took seconds to compile); other loops are left alone.

// CHECK: #[[VEC:.*]] = #llvm.loop_vectorize<disable = true>
// CHECK: #[[ANN:.*]] = #llvm.loop_annotation<vectorize = #[[VEC]]>
// CHECK-LABEL: func.func @rows_of_twelve(
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK-NOT:       loop_annotation
// CHECK:           }
// CHECK-NEXT:    } {loop_annotation = #[[ANN]]}
func.func @rows_of_twelve(%a: memref<?x12xi1>, %b: memref<?x12xi1>, %out: memref<?x12xi1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x12xi1>
      %y = memref.load %b[%i, %j] : memref<?x12xi1>
      %z = arith.andi %x, %y : i1
      memref.store %z, %out[%i, %j] : memref<?x12xi1>
    }
  }
  return
}

// -----

// Static loops nested in an scf.if count by their product along a chain: 2 x 3 x 4 = 24.
// CHECK-LABEL: func.func @chain(
// CHECK:         } {loop_annotation =
func.func @chain(%a: memref<?x2x3x4xi1>, %out: memref<?x2x3x4xi1>, %n: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %flag {
      scf.for %j = %c0 to %c2 step %c1 {
        scf.for %k = %c0 to %c3 step %c1 {
          scf.for %l = %c0 to %c4 step %c1 {
            %x = memref.load %a[%i, %j, %k, %l] : memref<?x2x3x4xi1>
            memref.store %x, %out[%i, %j, %k, %l] : memref<?x2x3x4xi1>
          }
        }
      }
    }
  }
  return
}

// -----

// Left alone: 8 iterations (LLVM vectorizes those rows well: 0.6-0.9 ms where the scalar loop takes 6),
// 128 iterations (not unrolled), a dynamic inner loop, numbers instead of booleans.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     loop_annotation
// CHECK:         return
func.func @left_alone(%a: memref<?x8xi1>, %f: memref<?x12xf32>, %w: memref<?x128xi1>, %d: memref<?x?xi1>, %n: index, %m: index, %mask: memref<1x16xi1>, %g: memref<?x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c128 = arith.constant 128 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x8xi1>
      memref.store %x, %a[%i, %j] : memref<?x8xi1>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %x = memref.load %f[%i, %j] : memref<?x12xf32>
      memref.store %x, %f[%i, %j] : memref<?x12xf32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c128 step %c1 {
      %x = memref.load %w[%i, %j] : memref<?x128xi1>
      memref.store %x, %w[%i, %j] : memref<?x128xi1>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %x = memref.load %d[%i, %j] : memref<?x?xi1>
      memref.store %x, %d[%i, %j] : memref<?x?xi1>
    }
  }
  // Booleans only read (a broadcast mask selecting numbers): LLVM's vectorized code for such a loop is quick
  // to compile and faster (test/models/masked_where's select, 4096x16: 29.7 us against 182 us marked).
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %keep = memref.load %mask[%c0, %j] : memref<1x16xi1>
      %x = memref.load %g[%i, %j] : memref<?x16xf32>
      %y = arith.select %keep, %x, %zero : f32
      memref.store %y, %g[%i, %j] : memref<?x16xf32>
    }
  }
  return
}
