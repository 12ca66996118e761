// RUN: tosabcast-opt %s --split-input-file --tosabcast-vectorize-small-loops | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-vectorize-small-loops | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-vectorize-small-loops="max-unroll-trips=9" | FileCheck %s --check-prefix=NINE
// A static innermost element-wise loop of 8 to 32 iterations (a multiple of 4) is marked for LLVM to vectorize
// at the widest power of two up to 8 that divides its trip count, and not to unroll; longer ones only when
// their body is small. One of 3 to 16 iterations, not a multiple of 4, under a loop of 16 rows or more (or a
// dynamic number), is marked for LLVM to unroll fully, so that it vectorizes the rows. Other loops are left
// alone.

// Softmax's `x - max(x)`: rows of 8 read against a column broadcast along them. Width 8.
// CHECK: #[[UNROLL:.*]] = #llvm.loop_unroll<disable = true>
// CHECK: #[[VEC8:.*]] = #llvm.loop_vectorize<disable = false, width = 8 : i32>
// CHECK: #[[MARK8:.*]] = #llvm.loop_annotation<vectorize = #[[VEC8]], unroll = #[[UNROLL]]>
// CHECK-LABEL: func.func @rows_of_eight(
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             memref.store
// CHECK-NEXT:      } {loop_annotation = #[[MARK8]]}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @rows_of_eight(%a: memref<64x8xf32>, %b: memref<64x1xf32>, %out: memref<64x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i, %j] : memref<64x8xf32>
      %m = memref.load %b[%i, %c0] : memref<64x1xf32>
      %d = arith.subf %x, %m : f32
      memref.store %d, %out[%i, %j] : memref<64x8xf32>
    }
  }
  return
}

// -----

// A dynamic program reads a dim that may broadcast at run time through `select(dim == 1, 0, i)` of an outer
// loop's i: an index computed in the loop, but from outer values alone (LLVM hoists it). Marked like the static
// twin (test/models/reduce_argmax's `?x8x16` rows of 16 against `?x8x1`). Width 8.
// CHECK-LABEL: func.func @rows_under_a_dynamic_batch(
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             arith.select
// CHECK:             memref.store
// CHECK-NEXT:      } {loop_annotation = #[[MARK8]]}
func.func @rows_under_a_dynamic_batch(%a: memref<?x16xf32>, %b: memref<?x1xf32>, %out: memref<?x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = memref.dim %out, %c0 : memref<?x16xf32>
  %nb = memref.dim %b, %c0 : memref<?x1xf32>
  %one = arith.cmpi eq, %nb, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %ib = arith.select %one, %c0, %i : index
      %x = memref.load %a[%i, %j] : memref<?x16xf32>
      %m = memref.load %b[%ib, %c0] : memref<?x1xf32>
      %d = arith.subf %x, %m : f32
      memref.store %d, %out[%i, %j] : memref<?x16xf32>
    }
  }
  return
}

// -----

// A reversed dim of 2 in a loop nest that `async-parallel-for` made one loop (its indices are remainders of
// its iteration): `1 - (k mod 2)` is an xor once LLVM's InstCombine is done with it, which LLVM's access
// analysis cannot bound, so the loop would stay scalar and the mark be a warning on stderr. Not marked.
// CHECK-LABEL: func.func @reversed_pair_in_one_parallel_loop(
// CHECK-NOT:     loop_annotation
// CHECK:         return
func.func @reversed_pair_in_one_parallel_loop(%a: memref<16x2x8xf32>, %out: memref<16x2x8xf32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %lo to %hi step %c1 {
    %r = arith.remui %k, %c2 : index
    %q = arith.divui %k, %c2 : index
    scf.for %j = %c0 to %c8 step %c1 {
      %rr = arith.subi %c1, %r : index
      %x = memref.load %a[%q, %rr, %j] : memref<16x2x8xf32>
      memref.store %x, %out[%q, %r, %j] : memref<16x2x8xf32>
    }
  }
  return
}

// -----

// The same with a dim of 3: `2 - (k mod 3)` stays arithmetic. Marked.
// CHECK-LABEL: func.func @reversed_triple_in_one_parallel_loop(
// CHECK:         } {loop_annotation = #{{.*}}}
func.func @reversed_triple_in_one_parallel_loop(%a: memref<16x3x8xf32>, %out: memref<16x3x8xf32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %lo to %hi step %c1 {
    %r = arith.remui %k, %c3 : index
    %q = arith.divui %k, %c3 : index
    scf.for %j = %c0 to %c8 step %c1 {
      %rr = arith.subi %c2, %r : index
      %x = memref.load %a[%q, %rr, %j] : memref<16x3x8xf32>
      memref.store %x, %out[%q, %r, %j] : memref<16x3x8xf32>
    }
  }
  return
}

// -----

// A matmul's row after --tosabcast-interchange-reductions: the loop reads and writes the row of c it
// accumulates. Under a k loop of 64 iterations, which LLVM does not unroll, the row goes to memory on every k
// anyway: marked. Under a k loop of 16 LLVM unrolls k and keeps the sums in registers: left alone.
// CHECK-LABEL: func.func @accumulated_row_under_a_long_loop(
// CHECK:         } {loop_annotation = #[[MARK8]]}
func.func @accumulated_row_under_a_long_loop(%a: memref<64xf32>, %b: memref<64x16xf32>, %c: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %k = %c0 to %c64 step %c1 {
    scf.for %n = %c0 to %c16 step %c1 {
      %x = memref.load %a[%k] : memref<64xf32>
      %y = memref.load %b[%k, %n] : memref<64x16xf32>
      %s = memref.load %c[%n] : memref<16xf32>
      %p = arith.mulf %x, %y : f32
      %r = arith.addf %s, %p : f32
      memref.store %r, %c[%n] : memref<16xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @accumulated_row_under_a_short_loop(
// CHECK-NOT:     loop_annotation
// CHECK:         return
func.func @accumulated_row_under_a_short_loop(%a: memref<16xf32>, %b: memref<16x16xf32>, %c: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %k = %c0 to %c16 step %c1 {
    scf.for %n = %c0 to %c16 step %c1 {
      %x = memref.load %a[%k] : memref<16xf32>
      %y = memref.load %b[%k, %n] : memref<16x16xf32>
      %s = memref.load %c[%n] : memref<16xf32>
      %p = arith.mulf %x, %y : f32
      %r = arith.addf %s, %p : f32
      memref.store %r, %c[%n] : memref<16xf32>
    }
  }
  return
}

// -----

// 12 iterations: width 4, three steps and no scalar tail (steps of 8 would leave 4 elements).
// CHECK: #[[VEC4:.*]] = #llvm.loop_vectorize<disable = false, width = 4 : i32>
// CHECK-LABEL: func.func @rows_of_twelve(
// CHECK:         } {loop_annotation = #{{.*}}}
func.func @rows_of_twelve(%a: memref<16x12xf16>, %out: memref<16x12xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %x = memref.load %a[%i, %j] : memref<16x12xf16>
      %y = arith.extf %x : f16 to f32
      %z = math.absf %y : f32
      %r = arith.truncf %z : f32 to f16
      memref.store %r, %out[%i, %j] : memref<16x12xf16>
    }
  }
  return
}

// -----

// 32 iterations of a small body (4 ops that count, times 32: 128) are marked; of a big one (a 13-op body
// standing for expanded math: 416) they are not, LLVM vectorizes those itself, interleaving steps.
// CHECK-LABEL: func.func @long_rows(
// CHECK:         memref.store %{{.*}} : memref<4x32xi32>
// CHECK-NEXT:    } {loop_annotation =
// CHECK:         memref.store %{{.*}} : memref<4x32xf32>
// CHECK-NEXT:    }
// CHECK-NOT:     loop_annotation
// CHECK:         return
func.func @long_rows(%a: memref<4x32xi32>, %b: memref<4x32xi32>, %f: memref<4x32xf32>, %g: memref<4x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %k = arith.constant 3 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c32 step %c1 {
      %x = memref.load %a[%i, %j] : memref<4x32xi32>
      %y = arith.muli %x, %k : i32
      %z = arith.addi %y, %x : i32
      memref.store %z, %b[%i, %j] : memref<4x32xi32>
    }
  }
  %h = arith.constant 0.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c32 step %c1 {
      %x = memref.load %f[%i, %j] : memref<4x32xf32>
      %x1 = arith.mulf %x, %h : f32
      %x2 = arith.mulf %x1, %x : f32
      %x3 = arith.addf %x2, %h : f32
      %x4 = arith.mulf %x3, %x : f32
      %x5 = arith.addf %x4, %h : f32
      %x6 = arith.mulf %x5, %x : f32
      %x7 = arith.addf %x6, %h : f32
      %x8 = arith.mulf %x7, %x : f32
      %x9 = arith.addf %x8, %h : f32
      %x10 = arith.mulf %x9, %x : f32
      %x11 = arith.addf %x10, %h : f32
      memref.store %x11, %g[%i, %j] : memref<4x32xf32>
    }
  }
  return
}

// -----

// Left alone:
// * 4 and 6 iterations (fewer than 8), 10 (not a multiple of 4), 64 (more than 32), a dynamic trip count;
// * a reduction, whose store's address does not move with the loop (LLVM would not vectorize it, and a loop
//   marked but not vectorized is a warning on stderr);
// * a reduction over an outer dim, which reads and writes its accumulators in the inner loop (unmarked, LLVM
//   unrolls that loop and keeps them in registers across the outer one);
// * a gather, whose row is read from memory in the loop (LLVM cannot bound the address);
// * booleans (--tosabcast-vectorize-bool-stores packs those stores);
// * a libm call (math.exp, left for libm), which LLVM's vectorizer does not take;
// * a loop with a loop inside (the marked loops are innermost).
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     loop_annotation
// CHECK:         return
func.func @left_alone(%a: memref<2x64xf32>, %o2: memref<2x64xf32>, %s: memref<2xf32>, %idx: memref<8xi32>,
                      %table: memref<50x8xf32>, %o: memref<8x8xf32>, %bools: memref<2x8xi1>,
                      %bools2: memref<2x8xi1>, %in: memref<8x16xf32>, %accs: memref<1x16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x64xf32>
      memref.store %x, %o2[%i, %j] : memref<2x64xf32>
    }
    scf.for %j = %c0 to %c6 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x64xf32>
      memref.store %x, %o2[%i, %j] : memref<2x64xf32>
    }
    scf.for %j = %c0 to %c10 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x64xf32>
      memref.store %x, %o2[%i, %j] : memref<2x64xf32>
    }
    scf.for %j = %c0 to %c64 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x64xf32>
      memref.store %x, %o2[%i, %j] : memref<2x64xf32>
    }
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x64xf32>
      memref.store %x, %o2[%i, %j] : memref<2x64xf32>
    }
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x64xf32>
      %acc = memref.load %s[%i] : memref<2xf32>
      %sum = arith.addf %acc, %x : f32
      memref.store %sum, %s[%i] : memref<2xf32>
    }
    scf.for %j = %c0 to %c8 step %c1 {
      %b = memref.load %bools[%i, %j] : memref<2x8xi1>
      %nb = arith.xori %b, %b : i1
      memref.store %nb, %bools2[%i, %j] : memref<2x8xi1>
    }
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x64xf32>
      %e = math.exp %x : f32
      memref.store %e, %o2[%i, %j] : memref<2x64xf32>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %r = memref.load %idx[%i] : memref<8xi32>
      %row = arith.index_cast %r : i32 to index
      %x = memref.load %table[%row, %j] : memref<50x8xf32>
      memref.store %x, %o[%i, %j] : memref<8x8xf32>
    }
  }
  %c16 = arith.constant 16 : index
  scf.for %j = %c0 to %c8 step %c1 {
    scf.for %k = %c0 to %c16 step %c1 {
      %x = memref.load %in[%j, %k] : memref<8x16xf32>
      %m = memref.load %accs[%c0, %k] : memref<1x16xf32>
      %y = arith.maximumf %x, %m : f32
      memref.store %y, %accs[%c0, %k] : memref<1x16xf32>
    }
  }
  return
}

// -----

// Rows of 10 (a classifier's softmax) under 64 rows, and under a dynamic number of rows: unrolled fully.
// Under 8 rows, left alone (the row loop is too short to vectorize). With `max-unroll-trips=9`, all three.
// CHECK: #[[FULL:.*]] = #llvm.loop_unroll<full = true>
// CHECK: #[[UNROLLED:.*]] = #llvm.loop_annotation<unroll = #[[FULL]]>
// CHECK-LABEL: func.func @rows_of_ten(
// CHECK:         memref.store
// CHECK-NEXT:    } {loop_annotation = #[[UNROLLED]]}
// CHECK:         memref.store
// CHECK-NEXT:    } {loop_annotation = #[[UNROLLED]]}
// CHECK:         memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// NINE-LABEL: func.func @rows_of_ten(
// NINE-NOT:     loop_annotation
// NINE:         return
func.func @rows_of_ten(%a: memref<64x10xf32>, %b: memref<64x1xf32>, %out: memref<64x10xf32>,
                       %d: memref<?x10xf32>, %dout: memref<?x10xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %x = memref.load %a[%i, %j] : memref<64x10xf32>
      %m = memref.load %b[%i, %c0] : memref<64x1xf32>
      %y = arith.subf %x, %m : f32
      memref.store %y, %out[%i, %j] : memref<64x10xf32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %x = memref.load %d[%i, %j] : memref<?x10xf32>
      %y = arith.negf %x : f32
      memref.store %y, %dout[%i, %j] : memref<?x10xf32>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %x = memref.load %a[%i, %j] : memref<64x10xf32>
      memref.store %x, %out[%i, %j] : memref<64x10xf32>
    }
  }
  return
}

// -----

// exp's last step on AVX-512 hosts (`--tosabcast-expand-math{scalef}`) is `llvm.intr.ldexp`, one vscalefps
// once vectorized: marked like the arith ops (unmarked, softmax's exp on `?x8x8` against `?x8x1` ran scalar,
// 4x its static twin's time).
// CHECK-LABEL: func.func @scaled_rows(
// CHECK:         llvm.intr.ldexp
// CHECK:         memref.store
// CHECK-NEXT:  } {loop_annotation = #[[MARK8]]}
func.func @scaled_rows(%a: memref<64x8xf32>, %b: memref<64x1xf32>, %out: memref<64x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i, %j] : memref<64x8xf32>
      %m = memref.load %b[%i, %c0] : memref<64x1xf32>
      %d = arith.subf %x, %m : f32
      %k = arith.fptosi %d : f32 to i32
      %e = llvm.intr.ldexp(%d, %k) : (f32, i32) -> f32
      memref.store %e, %out[%i, %j] : memref<64x8xf32>
    }
  }
  return
}
