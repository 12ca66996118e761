// RUN: tosabcast-opt %s --split-input-file --tosabcast-version-sincos | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-version-sincos | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-version-sincos="strip=64" | FileCheck %s --check-prefix=STRIP
// RUN: tosabcast-opt %s --split-input-file --tosabcast-version-sincos --tosabcast-expand-math | %mlir-opt --split-input-file --verify-each
// An innermost loop with f32 math.sin/cos is cut into strips; a check loop recomputes each argument (the ops
// it depends on: loads, arith) and and-reduces |x| <= 65536 (NaN counts as small); small strips run a copy
// whose sin/cos carry {tosabcast.small_argument}, the others the original body.

// CHECK-LABEL: func.func @strips(
// CHECK:         %[[W:.*]] = arith.muli %[[STEP:.*]], %c256
// CHECK:         scf.for %[[S:.*]] = %{{.*}} to %[[N:.*]] step %[[W]] {
// CHECK:           %[[END0:.*]] = arith.addi %[[S]], %[[W]]
// CHECK:           %[[END:.*]] = arith.minsi %[[END0]], %[[N]]
// CHECK:           %[[OK:.*]] = scf.for %[[J:.*]] = %[[S]] to %[[END]] step %[[STEP]] iter_args(%[[ACC:.*]] = %true) -> (i1) {
// CHECK:             %[[A:.*]] = memref.load %{{.*}}[%[[J]]]
// CHECK:             %[[X:.*]] = arith.mulf %[[A]], %[[A]]
// CHECK-NOT:         math.sin
// CHECK:             %[[ABS:.*]] = math.absf %[[X]]
// CHECK:             %[[SMALL:.*]] = arith.cmpf ule, %[[ABS]], %cst
// CHECK:             %[[AND:.*]] = arith.andi %[[ACC]], %[[SMALL]]
// CHECK:             math.absf
// CHECK:             arith.cmpf ule
// CHECK:             %[[AND2:.*]] = arith.andi %[[AND]]
// CHECK:             scf.yield %[[AND2]] : i1
// CHECK:           scf.if %[[OK]] {
// CHECK:             scf.for %{{.*}} = %[[S]] to %[[END]] step %[[STEP]] {
// CHECK:               math.sin %{{.*}} {tosabcast.small_argument} : f32
// CHECK:               math.cos %{{.*}} {tosabcast.small_argument} : f32
// CHECK:           } else {
// CHECK:             scf.for %{{.*}} = %[[S]] to %[[END]] step %[[STEP]] {
// CHECK:               math.sin %{{.*}} : f32
// CHECK-NOT:           small_argument
// CHECK:               math.cos %{{.*}} : f32
// STRIP-LABEL: func.func @strips(
// STRIP:         arith.muli %{{.*}}, %c64
func.func @strips(%in: memref<?xf32>, %out: memref<?xf32>, %out2: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %in[%j] : memref<?xf32>
    %x = arith.mulf %a, %a : f32
    %y = math.sin %x : f32
    %z = math.cos %a : f32
    memref.store %y, %out[%j] : memref<?xf32>
    memref.store %z, %out2[%j] : memref<?xf32>
  }
  return
}

// -----

// In place (the loaded buffer stored at the same index): versioned. At another index: the check would read
// values the strip loop then overwrites, so the loop is left alone; so is a loop carrying a value, a sin
// that is not in a loop, and an f64 sin.
// CHECK-LABEL: func.func @in_place(
// CHECK:         scf.if
// CHECK:           small_argument
func.func @in_place(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %buf[%j] : memref<?xf32>
    %y = math.sin %a : f32
    memref.store %y, %buf[%j] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @shifted(
// CHECK-NOT:     scf.if
// CHECK-NOT:     small_argument
// CHECK:         return
func.func @shifted(%buf: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c1 to %n step %c1 {
    %a = memref.load %buf[%j] : memref<?xf32>
    %y = math.sin %a : f32
    %k = arith.subi %j, %c1 : index
    memref.store %y, %buf[%k] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @others(
// CHECK-NOT:     scf.if
// CHECK-NOT:     small_argument
// CHECK:         return
func.func @others(%in: memref<?xf32>, %x: f32, %d: f64, %n: index) -> (f32, f32, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.load %in[%j] : memref<?xf32>
    %y = math.sin %a : f32
    %s = arith.addf %acc, %y : f32
    scf.yield %s : f32
  }
  %0 = math.cos %x : f32
  %1 = math.sin %d : f64
  return %sum, %0, %1 : f32, f32, f64
}
