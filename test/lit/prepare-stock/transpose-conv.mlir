// --tosabcast-prepare-stock, a transpose_conv2d of an input with a dynamic height or width: stock
// tosa-optional-decompositions leaves it and the pipeline stopped at a bare "failed to legalize operation". It
// becomes a stride-1 conv2d of the input with zero-point rows and columns inserted, the kernel reversed, padded by
// kernel - 1 + out_pad. The RUN lines after the FileCheck one compile and run it with both pipelines.
// RUN: tosabcast-opt %s --tosabcast-prepare-stock | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm > %t.mlir
// RUN: mlir-runner %t.mlir -e entry -entry-point-result=i32 -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s --check-prefix=RESULT
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm > %t.up.mlir
// RUN: mlir-runner %t.up.mlir -e entry -entry-point-result=i32 -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s --check-prefix=RESULT

// CHECK-LABEL: func.func private @up(
// CHECK-SAME:    %[[X:.*]]: tensor<1x?x?x1xf32>, %[[W:.*]]: tensor<1x2x2x1xf32>
// CHECK-NOT:     tosa.transpose_conv2d
// CHECK:         %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x?x?x1xf32>)
// CHECK:         %[[D:.*]] = tensor.insert_slice %[[X]] into %[[FILL]][0, 0, 0, 0] [1, %{{.*}}, %{{.*}}, 1] [1, 2, 2, 1]
// CHECK:         %[[R1:.*]] = tosa.reverse %[[W]] {axis = 1 : i32}
// CHECK:         %[[R2:.*]] = tosa.reverse %[[R1]] {axis = 2 : i32}
// CHECK:         tosa.conv2d %[[D]], %[[R2]], {{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 1, 2>, stride = array<i64: 1, 1>}
func.func private @up(%x: tensor<1x?x?x1xf32>, %w: tensor<1x2x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x?x?x1xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: -1, 0, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x?x?x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x?x1xf32>
  return %0 : tensor<1x?x?x1xf32>
}

// x = [[1, 2], [3, 4]], kernel [[1, 10], [100, 1000]], bias 0.5, stride 2: x[i, j] * kernel[ky, kx] lands on
// row 2i + ky, column 2j + kx; out_pad (-1, 0, 0, 1) drops row 0 and adds a column only the bias reaches, so the
// first row is [100, 1000, 200, 2000, 0] + 0.5. [0, 1] = 1000.5; [1, 2] = x[1, 1] * kernel[0, 0] + 0.5 = 4.5;
// [0, 4] = 0.5. 1000.5 + 4.5 + 0.5 = 1005.5 -> 1005.
// RESULT: 1005
func.func @entry() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = "tosa.const"() <{values = dense<[[[[1.0], [2.0]], [[3.0], [4.0]]]]> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
  %xd = tensor.cast %x : tensor<1x2x2x1xf32> to tensor<1x?x?x1xf32>
  %w = "tosa.const"() <{values = dense<[[[[1.0], [10.0]], [[100.0], [1000.0]]]]> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
  %b = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %o = func.call @up(%xd, %w, %b) : (tensor<1x?x?x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>) -> tensor<1x?x?x1xf32>
  %e0 = tensor.extract %o[%c0, %c0, %c1, %c0] : tensor<1x?x?x1xf32>
  %e1 = tensor.extract %o[%c0, %c1, %c2, %c0] : tensor<1x?x?x1xf32>
  %e2 = tensor.extract %o[%c0, %c0, %c4, %c0] : tensor<1x?x?x1xf32>
  %s0 = arith.addf %e0, %e1 : f32
  %s1 = arith.addf %s0, %e2 : f32
  %r = arith.fptosi %s1 : f32 to i32
  return %r : i32
}
