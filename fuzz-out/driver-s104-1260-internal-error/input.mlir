// --tosabcast-infer-shapes through a whole (dynamic-batch) program: a dense layer written the way
// torch-mlir exports it (reshape to 3-D, matmul, reshape back, bias add), then a softmax over the last
// axis (reduce_max, sub, exp, reduce_sum, reciprocal, mul). Every intermediate result is unranked; the
// pass gives each the shape stock `tosa-infer infer-shapes` gives, and the output verifies in stock mlir-opt.

// RUN: tosabcast-opt %s --tosabcast-infer-shapes | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-infer-shapes --tosabcast-verify | %mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @dense_softmax(
// CHECK:         tosa.reshape {{.*}} -> tensor<1x?x16xf32>
// CHECK:         tosa.matmul {{.*}} -> tensor<1x?x8xf32>
// CHECK:         tosa.reshape {{.*}} -> tensor<?x8xf32>
// CHECK:         tosa.add {{.*}} -> tensor<?x8xf32>
// CHECK:         tosa.reduce_max {{.*}} -> tensor<?x1xf32>
// CHECK:         tosa.sub {{.*}} -> tensor<?x8xf32>
// CHECK:         tosa.exp {{.*}} -> tensor<?x8xf32>
// CHECK:         tosa.reduce_sum {{.*}} -> tensor<?x1xf32>
// CHECK:         tosa.reciprocal {{.*}} -> tensor<?x1xf32>
// CHECK:         %[[OUT:.*]] = tosa.mul {{.*}} -> tensor<?x8xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[OUT]] : tensor<?x8xf32> to tensor<*xf32>
// CHECK:         return %[[CAST]] : tensor<*xf32>
func.func @dense_softmax(%x: tensor<?x16xf32>, %w: tensor<1x16x8xf32>, %b: tensor<1x8xf32>) -> tensor<*xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s3 = tosa.const_shape {values = dense<[1, -1, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s2 = tosa.const_shape {values = dense<[-1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %x, %s3 : (tensor<?x16xf32>, !tosa.shape<3>) -> tensor<*xf32>
  %1 = tosa.matmul %0, %w, %zp, %zp : (tensor<*xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %2 = tosa.reshape %1, %s2 : (tensor<*xf32>, !tosa.shape<2>) -> tensor<*xf32>
  %3 = tosa.add %2, %b : (tensor<*xf32>, tensor<1x8xf32>) -> tensor<*xf32>
  %4 = tosa.reduce_max %3 {axis = 1 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  %5 = tosa.sub %3, %4 : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %6 = tosa.exp %5 : (tensor<*xf32>) -> tensor<*xf32>
  %7 = tosa.reduce_sum %6 {axis = 1 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  %8 = tosa.reciprocal %7 : (tensor<*xf32>) -> tensor<*xf32>
  %9 = tosa.mul %6, %8, %shift : (tensor<*xf32>, tensor<*xf32>, tensor<1xi8>) -> tensor<*xf32>
  return %9 : tensor<*xf32>
}
