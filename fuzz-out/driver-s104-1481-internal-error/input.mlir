
// Only the result's rank differs: padding operands cannot help, so no repair note.
func.func @sub_unequal_result_rank(%arg0: tensor<1x21x3xf32>, %arg1: tensor<13x21x3xf32>) -> tensor<1x13x21x3xindex> {
  // expected-error@+1 {{'tosa.sub' op ranks of operands and results do not match: operand #0 has rank 3, operand #1 has rank 3, result #0 has rank 4}}
  %0 = tosa.sub %arg0, %arg1 : (%<1x21x3xf32>, tensor<13x21x3xf32>) -> tensor<1x13x21x3xf32>
  return %0 : tensor<1x13x21x3xf32>
}
