
func.func @negate_zero_point_not_constant(%a: tensor<4xi8>, %zp: tensor<1xi8>) -> tensor<4xi8> {
  // expected-error@+1 {{'tosa.negate' op input1_zp must be a constant}}
  %0 = tosa.negate %a, %zp, %zp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<1xi8>
}
