// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-exp | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-exp --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: tosabcast-opt %s --split-input-file --tosabcast-expand-exp | %mlir-opt --split-input-file --verify-each
// Every scalar f32 math.exp, wherever it is (here in the loop convert-linalg-to-loops makes), becomes the
// polynomial of tosabcast/approx.py at its location; other exps stay.

// CHECK-LABEL: func.func @in_a_loop(
// CHECK:         scf.for
// CHECK-NEXT:      %[[X:.*]] = memref.load
// CHECK-NEXT:      %[[HIGH:.*]] = arith.constant 8.900000e+01 : f32
// CHECK-NEXT:      arith.cmpf ogt, %[[X]], %[[HIGH]] : f32
// CHECK-COUNT-8:   math.fma
// CHECK:           arith.bitcast %{{.*}} : i32 to f32
// CHECK:           %[[SCALE2:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK-NEXT:      %[[Y:.*]] = arith.mulf %{{.*}}, %[[SCALE2]] : f32
// CHECK-NEXT:      memref.store %[[Y]]
// CHECK-NOT:     math.exp
// LOC-LABEL: func.func @in_a_loop(
// LOC:           math.fma {{.*}} loc(#[[EXP:loc[0-9]*]])
// LOC:           #[[EXP]] = loc("exp.py":7:9)
func.func @in_a_loop(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %in, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %in[%i] : memref<?xf32>
    %y = math.exp %x : f32 loc("exp.py":7:9)
    memref.store %y, %out[%i] : memref<?xf32>
  }
  return
}

// -----

// Two exps, the second of the first, whose result is also used elsewhere: each is replaced everywhere.
// CHECK-LABEL: func.func @two(
// CHECK-NOT:     math.exp
// CHECK-COUNT-8: math.fma
// CHECK:         arith.bitcast %{{.*}} : i32 to f32
// CHECK:         arith.bitcast %{{.*}} : i32 to f32
// CHECK-NEXT:    %[[A:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:    %[[HIGH:.*]] = arith.constant 8.900000e+01 : f32
// CHECK-NEXT:    arith.cmpf ogt, %[[A]], %[[HIGH]] : f32
// CHECK-COUNT-8: math.fma
// CHECK:         arith.bitcast %{{.*}} : i32 to f32
// CHECK:         arith.bitcast %{{.*}} : i32 to f32
// CHECK-NEXT:    %[[B:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK-NEXT:    return %[[SUM]], %[[B]] : f32, f32
func.func @two(%x: f32) -> (f32, f32) {
  %a = math.exp %x : f32
  %b = math.exp %a : f32
  %s = arith.addf %a, %a : f32
  return %s, %b : f32, f32
}

// -----

// f64, f16 and vector exps are left to the stock conversions.
// CHECK-LABEL: func.func @others(
// CHECK-NEXT:    math.exp %{{.*}} : f64
// CHECK-NEXT:    math.exp %{{.*}} : f16
// CHECK-NEXT:    math.exp %{{.*}} : vector<4xf32>
// CHECK-NOT:     math.fma
func.func @others(%a: f64, %b: f16, %c: vector<4xf32>) -> (f64, f16, vector<4xf32>) {
  %0 = math.exp %a : f64
  %1 = math.exp %b : f16
  %2 = math.exp %c : vector<4xf32>
  return %0, %1, %2 : f64, f16, vector<4xf32>
}
