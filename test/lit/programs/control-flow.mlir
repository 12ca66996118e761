// TOSA control flow and scatter through both whole-program pipelines. Stock tosa-to-linalg marks tosa.yield and
// tosa.scatter illegal, so tosa-to-scf runs first (STOCK_CONVERSIONS): it turns cond_if and while_loop into
// scf.if and scf.while around their TOSA bodies, which the later conversions lower in place, and scatter into
// scf.for loops. With tosa-to-scf last, none of these functions compiled. Upstream's while loop copies its
// carried buffers with memrefCopy, from the runner utils library (ours with loops, --tosabcast-strided-copies).
// RUN: tosabcast-opt %s --tosabcast-to-llvm > %t.mlir
// RUN: mlir-runner %t.mlir -e entry -entry-point-result=i32 -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm > %t.up.mlir
// RUN: mlir-runner %t.up.mlir -e entry -entry-point-result=i32 -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s

func.func private @cond_if(%c: tensor<i1>, %a: tensor<4x?xf32>, %b: tensor<?x5xf32>) -> tensor<4x5xf32> {
  %0 = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%x: tensor<4x?xf32>, %y: tensor<?x5xf32>):
    %1 = tosa.add %x, %y : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
    tosa.yield %1 : tensor<4x5xf32>
  }, {
  ^bb0(%x: tensor<4x?xf32>, %y: tensor<?x5xf32>):
    %2 = tosa.sub %x, %y : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
    tosa.yield %2 : tensor<4x5xf32>
  }) : (tensor<i1>, tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// Counts %n down to 0, doubling %x each time.
func.func private @while_loop(%n: tensor<i32>, %a: tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
  %0:2 = "tosa.while_loop"(%n, %a) ({
  ^bb0(%i: tensor<i32>, %x: tensor<3xf32>):
    %zero = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %c = tosa.greater %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i32>, %x: tensor<3xf32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = tosa.sub %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = tosa.add %x, %x : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    tosa.yield %j, %e : tensor<i32>, tensor<3xf32>
  }) : (tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<i32>, tensor<3xf32>
}

func.func private @scatter(%v: tensor<1x3x1xf32>, %i: tensor<1x2xi32>, %u: tensor<1x2x1xf32>) -> tensor<1x3x1xf32> {
  %0 = tosa.scatter %v, %i, %u : (tensor<1x3x1xf32>, tensor<1x2xi32>, tensor<1x2x1xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

// (1 + 10) - (1 - 10) = 20 from cond_if; 1 * 2^3 = 8 from while_loop; [0, 7, 5] from scatter: 7 + 5 = 12.
// 20 + 8 + 12 = 40.
// CHECK: 40
func.func @entry() -> i32 {
  %c0 = arith.constant 0 : index
  %a = "tosa.const"() <{values = dense<1.0> : tensor<4x1xf32>}> : () -> tensor<4x1xf32>
  %b = "tosa.const"() <{values = dense<10.0> : tensor<1x5xf32>}> : () -> tensor<1x5xf32>
  %ad = tensor.cast %a : tensor<4x1xf32> to tensor<4x?xf32>
  %bd = tensor.cast %b : tensor<1x5xf32> to tensor<?x5xf32>
  %t = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
  %f = "tosa.const"() <{values = dense<false> : tensor<i1>}> : () -> tensor<i1>
  %sum = func.call @cond_if(%t, %ad, %bd) : (tensor<i1>, tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
  %dif = func.call @cond_if(%f, %ad, %bd) : (tensor<i1>, tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
  %s = tensor.extract %sum[%c0, %c0] : tensor<4x5xf32>
  %d = tensor.extract %dif[%c0, %c0] : tensor<4x5xf32>
  %r1 = arith.subf %s, %d : f32
  %n = "tosa.const"() <{values = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %x = "tosa.const"() <{values = dense<1.0> : tensor<3xf32>}> : () -> tensor<3xf32>
  %w:2 = func.call @while_loop(%n, %x) : (tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>)
  %r2 = tensor.extract %w#1[%c0] : tensor<3xf32>
  %v = "tosa.const"() <{values = dense<0.0> : tensor<1x3x1xf32>}> : () -> tensor<1x3x1xf32>
  %i = "tosa.const"() <{values = dense<[[2, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %u = "tosa.const"() <{values = dense<[[[5.0], [7.0]]]> : tensor<1x2x1xf32>}> : () -> tensor<1x2x1xf32>
  %sc = func.call @scatter(%v, %i, %u) : (tensor<1x3x1xf32>, tensor<1x2xi32>, tensor<1x2x1xf32>) -> tensor<1x3x1xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e0 = tensor.extract %sc[%c0, %c0, %c0] : tensor<1x3x1xf32>
  %e1 = tensor.extract %sc[%c0, %c1, %c0] : tensor<1x3x1xf32>
  %e2 = tensor.extract %sc[%c0, %c2, %c0] : tensor<1x3x1xf32>
  %r3a = arith.addf %e1, %e2 : f32
  %r3 = arith.addf %r3a, %e0 : f32
  %r12 = arith.addf %r1, %r2 : f32
  %all = arith.addf %r12, %r3 : f32
  %out = arith.fptosi %all : f32 to i32
  return %out : i32
}
