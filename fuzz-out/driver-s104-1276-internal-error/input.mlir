
// The padded operands broadcast, but the result contradicts them.
// ALL: error: 'tosa.sub' op cannot equalize ranks: result dim 1 has size 5, incompatible with inferred size 4
func.func @sub_result_conflict(%a: tensor<4xf32>, %b: tensor<2x1xf32>) -> tensor<2x5xf32> {
  // expected-error@+2 {{'tosa.sub' op cannot equalize ranks: result dim 1 has size 5, incompatible with inferred size <}}
  // expected-note@+1 {{shape inferred from the operands: 2x4}}
  %0 = "tosa.sub"(%a, %b) : (tensor<4xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
