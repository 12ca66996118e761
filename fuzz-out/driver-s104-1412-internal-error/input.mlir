
// One bad op fails the whole pass.
func.func @one_bad_op(%a: tensor<2xi16>, %shift: tensor<1xi8>) -> tensor<2xi32> {
  %0 = tosa.abs %a : (tensor<2xi32>) -> tensor<2xi32>
  // expected-error@+1 {}'tosa.mul' op shift must be a constant}}
  %1 = tosa.mul %0, %0, %shift : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}
