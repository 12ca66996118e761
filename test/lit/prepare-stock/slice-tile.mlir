// --tosabcast-prepare-stock, the slice and tile rewrites: a slice size of -1 on a static dim becomes explicit
// (stock tosa-to-tensor built a tensor.extract_slice with a dynamic size and a static result type), and a tile
// of an operand with two or more dynamic dims becomes concats (stock built a tosa.reshape with two -1s). Both
// found by the fuzzer's call mode; the RUN lines after the FileCheck ones compile and run them (upstream's
// concats copy with memrefCopy, from the runner utils library; ours with loops, --tosabcast-strided-copies).
// RUN: tosabcast-opt %s --tosabcast-prepare-stock | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm > %t.mlir
// RUN: mlir-runner %t.mlir -e entry -entry-point-result=i32 -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s --check-prefix=RESULT
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm > %t.up.mlir
// RUN: mlir-runner %t.up.mlir -e entry -entry-point-result=i32 -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s --check-prefix=RESULT

// CHECK-LABEL: func.func private @slice(
// CHECK:         %[[START:.*]] = tosa.const_shape {values = dense<0> : tensor<3xindex>}
// CHECK:         %[[SIZE:.*]] = tosa.const_shape {values = dense<[-1, 1, 3]> : tensor<3xindex>}
// CHECK:         tosa.slice %{{.*}}, %[[START]], %[[SIZE]] : (tensor<?x?x3xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x1x3xf32>
func.func private @slice(%a: tensor<?x?x3xf32>) -> tensor<?x1x3xf32> {
  %s = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %n = tosa.const_shape {values = dense<[-1, 1, -1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.slice %a, %s, %n : (tensor<?x?x3xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x1x3xf32>
  return %0 : tensor<?x1x3xf32>
}

// CHECK-LABEL: func.func private @tile(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>)
// CHECK-NOT:     tosa.tile
// CHECK:         %[[C0:.*]] = tosa.concat %[[A]], %[[A]] {axis = 0 : i32} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK:         %[[C1:.*]] = tosa.concat %[[C0]], %[[C0]], %[[C0]] {axis = 1 : i32} : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK:         return %[[C1]]
func.func private @tile(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<?x?xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// One dynamic dim: stock's tile stays.
// CHECK-LABEL: func.func private @tile_one_dynamic(
// CHECK:         tosa.tile
func.func private @tile_one_dynamic(%a: tensor<?x2xf32>) -> tensor<?x4xf32> {
  %m = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<?x2xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// The slice of a 2x4x3 iota (n * 12 + h * 4 + w...) at h = 0: element [1, 0, 2] = 14; the tile of a 2x2 iota
// [[0, 1], [2, 3]] twice down and three times across: element [3, 5] = 3. 14 * 10 + 3 = 143.
// RESULT: 143
func.func @entry() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = "tosa.const"() <{values = dense<[[[0.0, 1.0, 2.0], [4.0, 5.0, 6.0], [8.0, 9.0, 10.0], [12.0, 13.0, 14.0]], [[12.0, 13.0, 14.0], [16.0, 17.0, 18.0], [20.0, 21.0, 22.0], [24.0, 25.0, 26.0]]]> : tensor<2x4x3xf32>}> : () -> tensor<2x4x3xf32>
  %ad = tensor.cast %a : tensor<2x4x3xf32> to tensor<?x?x3xf32>
  %s = func.call @slice(%ad) : (tensor<?x?x3xf32>) -> tensor<?x1x3xf32>
  %v = tensor.extract %s[%c1, %c0, %c2] : tensor<?x1x3xf32>
  %b = "tosa.const"() <{values = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %bd = tensor.cast %b : tensor<2x2xf32> to tensor<?x?xf32>
  %t = func.call @tile(%bd) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %w = tensor.extract %t[%c3, %c5] : tensor<?x?xf32>
  %ten = arith.constant 10.0 : f32
  %vt = arith.mulf %v, %ten : f32
  %sum = arith.addf %vt, %w : f32
  %r = arith.fptosi %sum : f32 to i32
  return %r : i32
}
