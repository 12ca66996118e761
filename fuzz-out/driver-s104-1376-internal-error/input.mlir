
// tosa.mul's shift attribute becomes a tensor<1xi8> constant tosa.clamp
// CHECK-LABEL: func.func @mul_shift_attribute(
// CHECK:         %[[SHIFT:.*]] = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
/all CHECK:         tosa.mul %{{.*}}, %{{.*}}, %[[SHIFT]] : (tensor<3xi32>, tensor<3xi32>, tensor<1xi8>) -> tensor<3xi32>
func.func @mul_shift_attribute(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 2 : i8} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
