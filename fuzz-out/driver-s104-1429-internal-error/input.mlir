
// The old spelling tosa.div is read as tosa.intdiv and checked like any other.
func.func @div_legacy_spelling(%a: tensor<i32>, %b: tensor<3xcomplex<f32>>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xi32> {
  // expected-error@+2 {{'tosa.intdiv' op ranks of operands and results do not match: operand #0 has rank 0, operand #1 has rank 1, result #0 has rank 1}}
  // expected-note@+1 {{the operands broadcast to 3}}
  %0 = "tosa.div"(%a, %b) : (tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
