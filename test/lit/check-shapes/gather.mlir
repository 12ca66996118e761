// tosa.gather and tosa.scatter index into operand #0's dim 1 with the data of their index operand: an index
// outside [0, K) makes the stock lowering read (gather) or write (scatter) out of bounds. The check reads the
// indices' smallest and largest value (tosa.reduce_min/max over both dims) and reports the culprit; the N dims
// of the operands must agree too. Exit mode (the named pipelines) prints where and exits 1.
// RUN: tosabcast-opt %s --tosabcast-check-shapes | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm > %t.mlir
// RUN: mlir-runner %t.mlir -e inside -entry-point-result=i32 | FileCheck %s --check-prefix=INSIDE
// RUN: %not mlir-runner %t.mlir -e outside -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: %not mlir-runner %t.mlir -e scatter_outside -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=SCATTER

// CHECK-LABEL: func.func private @gather(
// CHECK-SAME:    %[[V:.*]]: tensor<?x?x2xf32>, %[[I:.*]]: tensor<?x?xi32>)
// CHECK:         scf.if
// CHECK:         %[[MIN0:.*]] = tosa.reduce_min %[[I]] {axis = 0 : i32} : (tensor<?x?xi32>) -> tensor<1x?xi32>
// CHECK:         %[[MIN:.*]] = tosa.reduce_min %[[MIN0]] {axis = 1 : i32} : (tensor<1x?xi32>) -> tensor<1x1xi32>
// CHECK:         %[[LOW:.*]] = tensor.extract %[[MIN]]
// CHECK:         tosa.reduce_max %[[I]] {axis = 0 : i32}
// CHECK:         %[[HIGH:.*]] = tensor.extract
// CHECK:         %[[NEG:.*]] = arith.cmpi slt, %[[LOW]], %{{.*}} : i32
// CHECK:         %[[OVER:.*]] = arith.cmpi sge, %[[HIGH]], %{{.*}} : i32
// CHECK:         %[[BAD:.*]] = arith.ori %[[NEG]], %[[OVER]] : i1
// CHECK:         scf.if %[[BAD]] {
// CHECK:           llvm.call @exit
// CHECK:         tosa.gather %[[V]], %[[I]]
// CHECK: llvm.mlir.global private constant @{{.*}}("tosabcast: shape mismatch at {{.*}}gather.mlir:[[@LINE+3]]:8 in @gather: 'tosa.gather' op operand #1 dim 0 has a runtime size other than operand #0's dim 0\0A")
// CHECK: llvm.mlir.global private constant @{{.*}}("tosabcast: shape mismatch at {{.*}}gather.mlir:[[@LINE+2]]:8 in @gather: 'tosa.gather' op operand #1 holds an index outside operand #0's dim 1\0A")
func.func private @gather(%v: tensor<?x?x2xf32>, %i: tensor<?x?xi32>) -> tensor<?x?x2xf32> {
  %0 = tosa.gather %v, %i : (tensor<?x?x2xf32>, tensor<?x?xi32>) -> tensor<?x?x2xf32>
  return %0 : tensor<?x?x2xf32>
}

func.func private @scatter(%v: tensor<?x?x2xf32>, %i: tensor<?x?xi32>, %u: tensor<?x?x2xf32>) -> tensor<?x?x2xf32> {
  %0 = tosa.scatter %v, %i, %u : (tensor<?x?x2xf32>, tensor<?x?xi32>, tensor<?x?x2xf32>) -> tensor<?x?x2xf32>
  return %0 : tensor<?x?x2xf32>
}

func.func private @values() -> tensor<?x?x2xf32> {
  %v = "tosa.const"() <{values = dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]]> : tensor<1x3x2xf32>}> : () -> tensor<1x3x2xf32>
  %vd = tensor.cast %v : tensor<1x3x2xf32> to tensor<?x?x2xf32>
  return %vd : tensor<?x?x2xf32>
}

// INSIDE: 5
func.func @inside() -> i32 {
  %v = func.call @values() : () -> tensor<?x?x2xf32>
  %i = "tosa.const"() <{values = dense<[[2, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %id = tensor.cast %i : tensor<1x2xi32> to tensor<?x?xi32>
  %0 = func.call @gather(%v, %id) : (tensor<?x?x2xf32>, tensor<?x?xi32>) -> tensor<?x?x2xf32>
  %c0 = arith.constant 0 : index
  %r = tensor.extract %0[%c0, %c0, %c0] : tensor<?x?x2xf32>
  %n = arith.fptosi %r : f32 to i32
  return %n : i32
}

// OUTSIDE: tosabcast: shape mismatch at {{.*}}gather.mlir:28:8 in @gather: 'tosa.gather' op operand #1 holds an index outside operand #0's dim 1
// OUTSIDE-NOT: {{.}}
func.func @outside() -> i32 {
  %v = func.call @values() : () -> tensor<?x?x2xf32>
  %i = "tosa.const"() <{values = dense<[[0, 3]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %id = tensor.cast %i : tensor<1x2xi32> to tensor<?x?xi32>
  %0 = func.call @gather(%v, %id) : (tensor<?x?x2xf32>, tensor<?x?xi32>) -> tensor<?x?x2xf32>
  %c0 = arith.constant 0 : index
  %r = tensor.extract %0[%c0, %c0, %c0] : tensor<?x?x2xf32>
  %n = arith.fptosi %r : f32 to i32
  return %n : i32
}

// SCATTER: tosabcast: shape mismatch at {{.*}}gather.mlir:33:8 in @scatter: 'tosa.scatter' op operand #1 holds an index outside operand #0's dim 1
func.func @scatter_outside() -> i32 {
  %v = func.call @values() : () -> tensor<?x?x2xf32>
  %i = "tosa.const"() <{values = dense<[[-1]]> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %id = tensor.cast %i : tensor<1x1xi32> to tensor<?x?xi32>
  %u = "tosa.const"() <{values = dense<9.0> : tensor<1x1x2xf32>}> : () -> tensor<1x1x2xf32>
  %ud = tensor.cast %u : tensor<1x1x2xf32> to tensor<?x?x2xf32>
  %0 = func.call @scatter(%v, %id, %ud) : (tensor<?x?x2xf32>, tensor<?x?xi32>, tensor<?x?x2xf32>) -> tensor<?x?x2xf32>
  %c0 = arith.constant 0 : index
  %r = tensor.extract %0[%c0, %c0, %c0] : tensor<?x?x2xf32>
  %n = arith.fptosi %r : f32 to i32
  return %n : i32
}
