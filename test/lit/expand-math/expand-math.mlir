// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-exp | FileCheck %s --check-prefix=EXP
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math=lanes=16 | FileCheck %s --check-prefix=LANES
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math=lanes=0 | FileCheck %s --check-prefix=NOLANES
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math=scalef=true | FileCheck %s --check-prefix=SCALEF
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math | FileCheck %s --check-prefix=NOSCALEF
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math=scalef=true | %mlir-opt --split-input-file --verify-each
// Every scalar f32 math.exp/log/tanh/erf/sin/cos/powf becomes straight-line code of
// tosabcast/lowering/vecmath.py at its location; --tosabcast-expand-exp expands only math.exp.

// CHECK-LABEL: func.func @all(
// CHECK-NOT:     math.{{(exp|log|tanh|erf|sin|cos|powf)}} 
// CHECK:         return
// With scalef=true (what the JIT asks for on AVX-512 hosts) exp's and pow's results are scaled by 2^n with one
// llvm.intr.ldexp (vscalefps), with scalef=false (the default) by two multiplies by normal powers of two.
// SCALEF-LABEL:  func.func @all(
// SCALEF-COUNT-2:  llvm.intr.ldexp
// SCALEF-NOT:      llvm.intr.ldexp
// SCALEF:          return
// NOSCALEF-LABEL:  func.func @all(
// NOSCALEF-NOT:    llvm.intr.ldexp
// NOSCALEF:        return
// EXP-LABEL:   func.func @all(
// EXP-NOT:       math.exp
// EXP:           math.log
// EXP:           math.tanh
// EXP:           math.erf
// EXP:           math.sin
// EXP:           math.cos
// EXP:           math.powf
func.func @all(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.exp %x : f32
  %1 = math.log %x : f32
  %2 = math.tanh %x : f32
  %3 = math.erf %x : f32
  %4 = math.sin %x : f32
  %5 = math.cos %x : f32
  %6 = math.powf %x, %y : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

// -----

// tanh is one formula for every x, E / (E + 2) with E = e^2|x| - 1: the clamp of |x| is its one select, the
// quotient its one division; no polynomial branch for small |x|.
// CHECK-LABEL: func.func @hyperbolic(
// CHECK:         arith.select
// CHECK-NOT:     arith.select
// CHECK:         arith.divf
// CHECK-NOT:     arith.{{(select|divf)}}
// CHECK:         return
func.func @hyperbolic(%x: f32) -> f32 {
  %0 = math.tanh %x : f32
  return %0 : f32
}

// -----

// sin and cos reduce in f64 (no table, no branch) and round once to f32.
// CHECK-LABEL: func.func @sine(
// CHECK:         arith.extf %{{.*}} : f32 to f64
// CHECK:         math.roundeven %{{.*}} : f64
// CHECK:         math.fma %{{.*}} : f64
// CHECK:         arith.truncf %{{.*}} : f64 to f32
// CHECK-NOT:     scf.if
// CHECK-NOT:     math.sin
// LOC-LABEL: func.func @sine(
// LOC:           math.fma {{.*}} loc(#[[SIN:loc[0-9]*]])
// LOC:           #[[SIN]] = loc("sin.py":3:4)
func.func @sine(%x: f32) -> f32 {
  %0 = math.sin %x : f32 loc("sin.py":3:4)
  return %0 : f32
}

// -----

// f64, f16 and vector ops are left to the stock conversions.
// CHECK-LABEL: func.func @others(
// CHECK-NEXT:    math.sin %{{.*}} : f64
// CHECK-NEXT:    math.log %{{.*}} : f16
// CHECK-NEXT:    math.tanh %{{.*}} : vector<4xf32>
// CHECK-NOT:     math.fma
func.func @others(%a: f64, %b: f16, %c: vector<4xf32>) -> (f64, f16, vector<4xf32>) {
  %0 = math.sin %a : f64
  %1 = math.log %b : f16
  %2 = math.tanh %c : vector<4xf32>
  return %0, %1, %2 : f64, f16, vector<4xf32>
}

// -----

// A sin/cos marked {tosabcast.small_argument} (passes/version_sincos.py) becomes the f32 code: no f64.
// CHECK-LABEL: func.func @small(
// CHECK-NOT:     f64
// CHECK:         math.fma %{{.*}} : f32
// CHECK-NOT:     f64
// CHECK-NOT:     math.sin
// CHECK-NOT:     math.cos
// CHECK:         return
func.func @small(%x: f32) -> (f32, f32) {
  %0 = math.sin %x {tosabcast.small_argument} : f32
  %1 = math.cos %x {tosabcast.small_argument} : f32
  return %0, %1 : f32, f32
}

// -----

// pow is f32 code (log2 and exp2 in pairs of f32, one division): no f64.
// CHECK-LABEL: func.func @power(
// CHECK-NOT:     f64
// CHECK:         arith.divf
// CHECK-NOT:     arith.divf
// CHECK-NOT:     f64
// CHECK-NOT:     math.powf
// CHECK:         return
func.func @power(%x: f32, %y: f32) -> f32 {
  %0 = math.powf %x, %y : f32
  return %0 : f32
}

// -----

// With lanes=16 (the default on AVX-512 hosts) the innermost loop around an expanded op is marked for 16 lanes
// and 4 interleaved vector steps (erf too, since its loops are cut into strips for prefetching): a dynamic loop or one of 64 iterations or more; not a shorter
// one, not the outer loop, not a loop already marked, not a loop without such an op, not a loop that reduces (a
// value carried, or a store that is not at its index: a width hint lets LLVM reorder a reduction); with
// lanes=0 (elsewhere) none is.
// LANES:       #[[FOUR:.+]] = #llvm.loop_interleave<count = 4 : i32>
// LANES:       #[[VEC:.+]] = #llvm.loop_vectorize<disable = false, width = 16 : i32>
// LANES:       #[[WIDE:.+]] = #llvm.loop_annotation<vectorize = #[[VEC]], interleave = #[[FOUR]]>
// LANES-LABEL: func.func @math_loops(
// LANES:         scf.for
// LANES:           scf.for
// LANES:             math.fma
// LANES:           } {loop_annotation = #[[WIDE]]}
// LANES-NEXT:    }
// LANES:         scf.for %{{.*}} = %{{.*}} to %c8
// LANES-NOT:     loop_annotation
// LANES:         scf.for %{{.*}} = %{{.*}} to %c64
// LANES-NOT:     loop_annotation = #[[WIDE]]}
// LANES:         } {loop_annotation = #{{.*}}}
// LANES-NEXT:    scf.for
// LANES:         } {loop_annotation = #[[WIDE]]}
// LANES-NEXT:    scf.for
// LANES-NOT:     loop_annotation
// LANES:         } {loop_annotation = #[[WIDE]]}
// LANES-NEXT:    return
// NOLANES-LABEL: func.func @math_loops(
// NOLANES-NOT:   width = 16
// NOLANES:       return
func.func @math_loops(%a: memref<?x?xf32>, %b: memref<8xf32>, %s: memref<?xf32>, %n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %p = math.powf %x, %x : f32
      memref.store %p, %a[%i, %j] : memref<?x?xf32>
    }
  }
  scf.for %k = %c0 to %c8 step %c1 {
    %x = memref.load %b[%k] : memref<8xf32>
    %p = math.powf %x, %x : f32
    memref.store %p, %b[%k] : memref<8xf32>
  }
  scf.for %k = %c0 to %c64 step %c1 {
    %x = memref.load %a[%c0, %k] : memref<?x?xf32>
    %p = math.tanh %x : f32
    memref.store %p, %a[%c0, %k] : memref<?x?xf32>
  } {loop_annotation = #llvm.loop_annotation<unroll = <disable = true>>}
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %a[%c0, %k] : memref<?x?xf32>
    %e = math.exp %x : f32
    memref.store %e, %a[%c0, %k] : memref<?x?xf32>
  }
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %a[%c0, %k] : memref<?x?xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %a[%c0, %k] : memref<?x?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %m step %c1 {
      %x = memref.load %a[%i, %k] : memref<?x?xf32>
      %e = math.exp %x : f32
      %acc = memref.load %s[%i] : memref<?xf32>
      %sum = arith.addf %acc, %e : f32
      memref.store %sum, %s[%i] : memref<?xf32>
    }
  }
  %total = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %s[%k] : memref<?xf32>
    %l = math.log %x : f32
    %sum = arith.addf %acc, %l : f32
    scf.yield %sum : f32
  }
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %a[%c0, %k] : memref<?x?xf32>
    %e = math.exp %x : f32
    %f = math.erf %e : f32
    memref.store %f, %a[%c0, %k] : memref<?x?xf32>
  }
  return %total : f32
}
