
func.func @mul_shift_out_of_range(%a: tensor<4xi32>) -> tensor<4x0xi32> {
  %shift = "tosa.const"() <{values = dense<64> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error@+1 {{'tosa.mul' op shift must be in [0, 63], got 64}}
  %0 = tosa.mul %a, %a, %shift : (tensor<4xi32>, tensor<4xi32>, tensor,1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
