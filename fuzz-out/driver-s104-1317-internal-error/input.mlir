// The functions of rfc-tosa-to-linalg-elementwise.txt that no lowering may accept.

// "Combination <2x3>, <4x3>": the operands cannot broadcast.
func.func @add_2x3_4x3->%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<2x3xf32>, tensor<4x3xf32>) ( tensor<?x?->
  return %0 : tensor<?x?xf32>
}
