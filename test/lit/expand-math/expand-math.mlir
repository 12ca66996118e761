// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-math | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-exp | FileCheck %s --check-prefix=EXP
// Every scalar f32 math.exp/log/tanh/erf/sin/cos/powf becomes straight-line code of
// tosabcast/lowering/vecmath.py at its location; --tosabcast-expand-exp expands only math.exp.

// CHECK-LABEL: func.func @all(
// CHECK-NOT:     math.{{(exp|log|tanh|erf|sin|cos|powf)}} 
// CHECK:         return
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
