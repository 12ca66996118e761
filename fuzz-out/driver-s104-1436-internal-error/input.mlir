
// Inferred tensor<1xi32>, actual tensor<4xi32>: results do not broadcast (the RFC's Modification 1).
func.func @add_result_not_broadcast(%arg0: tensor<1xi32>, %arg1: tensor<1xi32>) -> tensor<4xi32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has size 4, incompatible with inferred size 1}}
  // expected-note@+1 {{shape inferred from the operands: 1}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32it
}
