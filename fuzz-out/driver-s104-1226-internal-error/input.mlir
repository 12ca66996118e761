// Code from --tosabcast-linalg-to-llvm runs in stock mlir-runner: an allocation that fails ends the run
// with a located message on stderr and exit status 1 (not a crash, which `not` would count as a failure).
// RUN: tosabcast-opt %s --tosabcast-linalg-to-llvm > %t.mlir
// RUN: mlir-runner %t.mlir -e fits -entry-point-result=i32 | FileCheck %s --check-prefix=FITS
// RUN: %not mlir-runner %t.mlir -e too_large -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=TOO-LARGE

// FITS: 7
func.func @fits() -> i32 {
  %n = arith.constant 1000 : index
  %r = func.call @store_and_load(%n) : (index) -> i32
  return %r : i32
}

// 10**14 i32 elements: 400 TB.
// TOO-LARGE: tosabcast: out of memory: could not allocate the buffer at {{.*}}:[[@LINE+9]]:8 in @store_and_load
// TOO-LARGE-NOT: {{.}}
func.func @too_large() -> i32 {
  %n = arith.constant 100000000000000 : index
  %r = func.call @store_and_load(%n) : (index) -> i32
  return %r : i32
}

func.func private @store_and_load(%n: index) -> i32 {
  %m = memref.alloc(%n) : memref<?xi32>
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i32
  memref.store %seven, %m[%c0] : memref<?xi32>
  %r = memref.load %m[%c0] : memref<?xi32>
  return %r : i32
}
