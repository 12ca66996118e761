// --tosabcast-prepare-stock: an op that stock MLIR lowers, with a result more static than its operands prove,
// gets the proven type and a tensor.cast back to the declared one; its users take the cast. Stock
// tosa-to-linalg built invalid IR on each op below before (see passes/prepare_stock.py); the RUN lines after
// the FileCheck ones compile and run them through both whole-program pipelines.
// RUN: tosabcast-opt %s --tosabcast-prepare-stock | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm > %t.mlir
// RUN: mlir-runner %t.mlir -e entry -entry-point-result=i32 | FileCheck %s --check-prefix=RESULT
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm > %t.up.mlir
// RUN: mlir-runner %t.up.mlir -e entry -entry-point-result=i32 | FileCheck %s --check-prefix=RESULT

// CHECK-LABEL: func.func @reverse(
// CHECK:         %[[R:.*]] = tosa.reverse %{{.*}} {axis = 0 : i32} : (tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[R]] : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK:         %[[E:.*]] = tosa.exp %[[C]] : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK:         return %[[E]] : tensor<2x3xf32>
func.func @reverse(%a: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<?x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.exp %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// Only the dims the operands leave open are relaxed: the 3 of the argmax is proven and stays.
// CHECK-LABEL: func.func @argmax(
// CHECK:         %[[M:.*]] = tosa.argmax %{{.*}} {axis = 1 : i32} : (tensor<?x4x3xf32>) -> tensor<?x3xi32>
// CHECK:         tensor.cast %[[M]] : tensor<?x3xi32> to tensor<2x3xi32>
func.func @argmax(%a: tensor<?x4x3xf32>) -> tensor<2x3xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<?x4x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @transpose_reduce(
// CHECK:         %[[T:.*]] = tosa.transpose %{{.*}} {perms = array<i32: 1, 0>} : (tensor<?x3xf32>) -> tensor<3x?xf32>
// CHECK:         %[[TC:.*]] = tensor.cast %[[T]] : tensor<3x?xf32> to tensor<3x2xf32>
// CHECK:         %[[S:.*]] = tosa.reduce_sum %[[TC]] {axis = 0 : i32} : (tensor<3x2xf32>) -> tensor<1x2xf32>
func.func @transpose_reduce(%a: tensor<?x3xf32>) -> tensor<1x2xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<?x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.reduce_sum %0 {axis = 0 : i32} : (tensor<3x2xf32>) -> tensor<1x2xf32>
  return %1 : tensor<1x2xf32>
}

// Element-wise ops keep their declared types (our lowering and stock's handle them); so does a static program.
// CHECK-LABEL: func.func @untouched(
// CHECK-NOT:     tensor.cast
// CHECK:         tosa.abs %{{.*}} : (tensor<?x3xf32>) -> tensor<2x3xf32>
// CHECK-NOT:     tensor.cast
// CHECK:         tosa.reverse %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NOT:     tensor.cast
// CHECK:         return
func.func @untouched(%a: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.abs %a : (tensor<?x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.reverse %0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// RESULT: 1
func.func @entry() -> i32 {
  %a = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x3xf32>
  %r = func.call @transpose_reduce(%ad) : (tensor<?x3xf32>) -> tensor<1x2xf32>
  // the column sums of the transpose: 6 and 15
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s0 = tensor.extract %r[%c0, %c0] : tensor<1x2xf32>
  %s1 = tensor.extract %r[%c0, %c1] : tensor<1x2xf32>
  %e = func.call @reverse(%ad) : (tensor<?x3xf32>) -> tensor<2x3xf32>
  %e0 = tensor.extract %e[%c0, %c0] : tensor<2x3xf32>
  %six = arith.constant 6.0 : f32
  %fifteen = arith.constant 15.0 : f32
  %four = arith.constant 4.0 : f32
  %want_e = math.exp %four : f32
  %ok0 = arith.cmpf oeq, %s0, %six : f32
  %ok1 = arith.cmpf oeq, %s1, %fifteen : f32
  %diff = arith.subf %e0, %want_e : f32
  %adiff = math.absf %diff : f32
  %tol = arith.constant 1.0e-4 : f32
  %ok2 = arith.cmpf olt, %adiff, %tol : f32
  %ok01 = arith.andi %ok0, %ok1 : i1
  %ok = arith.andi %ok01, %ok2 : i1
  %r32 = arith.extui %ok : i1 to i32
  return %r32 : i32
}

// The converse, inside another dialect's region (where stock tosa-infer-shapes does not look): a reverse of a
// size-1 dim declared less static than its operand gets the proven type, so the reverse folder, which returns
// the operand, does not assert (it aborted the process in --tosabcast-to-llvm and tosabcast.compile).
// CHECK-LABEL: func.func @nested_less_static(
// CHECK:         scf.execute_region
// CHECK:           %[[R:.*]] = tosa.reverse %{{.*}} {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
// CHECK:           tensor.cast %[[R]] : tensor<4x1xf32> to tensor<4x?xf32>
func.func @nested_less_static(%a: tensor<4x1xf32>) -> tensor<4x?xf32> {
  %0 = scf.execute_region -> tensor<4x?xf32> {
    %1 = tosa.reverse %a {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x?xf32>
    scf.yield %1 : tensor<4x?xf32>
  }
  return %0 : tensor<4x?xf32>
}
