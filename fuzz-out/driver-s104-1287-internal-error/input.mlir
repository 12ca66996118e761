
// A matmul's bias + activation epilogue is one generic of ours reading the batch_matmul's result; it does not
// fuse into the matmul itself: a named op with a reduction is no element-wise producer (that takes tiling and
// fusion, which neither pipeline runs). The reshapes between them fold to a collapse_shape.
// CHECK-LABEL: func.func @matmul_epilogue(
// CHECK:         %[[MM:.*]] = linalg.batch_matmul
// CHECK:         %[[FLAT:.*]] = tensor.collapse_shape %[[MM]]
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[FLAT]], %{{.*}} : tensor<4x8xf32>, tensor<1x8xf32>)
// CHECK:           arith.addf
// CHECK:           math.erf
// CHECK:           arith.mulf
// CHECK:           linalg.yield
// CHECK-NOT:     linalg.generic
func.func @matmul_epilogue(%x: tensor<4x16xf32>, %w: tensor<1x16x8xf32>, %b: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %s3 = tosa.const_shape {values = dense<[1, 4, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %x3 = tosa.reshape %x, %s3 : (tensor<4x16xf32>, !tosa.shape<3>) -> tensor<1x4x16xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %x3, %w, %zp, %zp : (tensor<1x4x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %s2 = tosa.const_shape {values = dense<[4, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m2 = tosa.reshape %m, %s2 : (tensor<1x4x8xf32>, !tosa.shape<2>) -> tensor<4x8xf32>
  %a = tosa.add %m2, %b : (tensor<4x8xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>
  %e = tosa.erf %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %g = tosa.mul %a, %e, %shift : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>