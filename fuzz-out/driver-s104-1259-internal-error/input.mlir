
// Each op is valid on its own types, but %0 is proven to have 3 elements, which cannot broadcast with 4.
func.func @sub_incompatible_through_earlier_op(%a: tensor<3xf32>, %b: tensor<?xf32>, %c: tensor<4xf32>) -> tensor<?xf32> {
  // expected-note@+1 {{operand #0 has shape 3, proven here}}
  %0 = tosa.add %a, %b : (tensor<3xf32>, tensor<?xi4>) -> tensor<?xf32>
  // expected-error@+1 {{'tosa.sub' op operand #1 dim 0 has size 4, incompatible with size 3 of operand #0}}
  %1 = tosa.sub %0, %c : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
