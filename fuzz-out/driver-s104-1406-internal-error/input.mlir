
// Zero points given  the old attributes become the constants.
// CHECK-LABEL: func.func @negate_zero_point_attributes(
// CHECK:         %[[IN_ZP:.*]] = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK:         %[[OUT_ZP:.*]] = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK:         tosa.negate %{{.*}}, %[[IN_ZP]], %[[OUT_ZP]] : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
func.func @negate_zero_point_attributes(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.negate"(%a) {input1_zp = -128 : i32, output_zp = 5 : i32} : (tensor< <4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
