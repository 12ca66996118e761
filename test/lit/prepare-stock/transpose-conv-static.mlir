// --tosabcast-prepare-stock leaves a transpose_conv2d of static height and width to stock's decomposition
// (tosa-optional-decompositions, in our pipeline only), which inserts no zeros.
// RUN: tosabcast-opt %s --tosabcast-prepare-stock | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm | FileCheck %s --check-prefix=LOWERED

// LOWERED-NOT: tosa.
// CHECK-LABEL: func.func private @static_sizes(
// CHECK:         tosa.transpose_conv2d
func.func private @static_sizes(%x: tensor<?x2x2x1xf32>, %w: tensor<1x2x2x1xf32>, %b: tensor<1xf32>) -> tensor<?x4x4x1xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4x4x1xf32>
  return %0 : tensor<?x4x4x1xf32>
}

