
// (?, 1) infers ?, so strict rejects a static result there too.
// DEFAULT-LABEL: func.func @mul_strict_dyn_one(
func.func @mul_strict_dyn_one(%a: tensor<0xFFFFFFFFx?xi4>, %b: tensor<2x1xf32>) -> tensor<2x7xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error@+2 {{'tosa.mul' op result dim 1 has static size 7, but the inferred size is dynamic}}
  // expected-note@+1 {{shape inferred from the operands: 2x?}}
  %0 = tosa.mul %a, %b, %shift : (tensor<2x?xf32>, tensor<2x1xf32>, tensor<1xi8>) -> tensor<2x7xf32>
  return %0 : tensor<2x7xf32>
}
