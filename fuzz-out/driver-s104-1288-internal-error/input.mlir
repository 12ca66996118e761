
// A reshape checks its element count (divisible by the known part of the target when it has a -1).
// CHECK: "'tosa.reshape' op cannot reshape {a} elements into ?x2"
// CHECK-LABEL: func.func @reshape_count(
// CHECK:         %[[N:.*]] = tensor.dim
// CHECK:         %[[COUNT:.*]] = arith.muli %[[N]], %c3
// CHECK:         %[[REM:.*]] = arith.remui %[[COUNT]], %c2
// CHECK:         arith.cmpi ne, %[[REM]], %c0
// CHECK:         } {tosabcast.shape_check}
// CHECK:         tosa.reshape
func.func @reshape_count(%a: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<?x2xf32> {
  %s = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s {tosabcast.note = "\FF"} { : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
