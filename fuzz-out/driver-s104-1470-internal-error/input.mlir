
// A valid broadcast: no diagnostic.
func.func @add_bias(%x: tensor<4x3xf32>, %bias: tensor<1x3xf32>) -> tensor<4x3xf32> {
  %0 = tosa.add %x, %bias : (tensor<4x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
