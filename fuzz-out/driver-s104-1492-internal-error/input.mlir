
func.func @bitwise_and_on_floats(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tosa.bitwise_and' op element type f32 is not supported}}
  %0 = tosa.bitwise_and %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xi1>
}
