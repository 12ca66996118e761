
// Every invalid op of a function is reported, in order.
func.func @add_two_errors(%a: tensor<3xf32>, %b: tensor<2x3xf32>, %c: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error@+2 {{'tosa.add' op ranks of operands and results do not match}}
  // expected-note@+1 {{the operands broadcast to 2x3}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // expected-error@+2 {{'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 3 of operand #0}}
  // expected-note@+1 {{shape inferred from operand #0: 3}}
  %1 = "tosa.add"(%a, %c) : (tensor<3xf32>, tensor<4xf32>) -> tensor<3xf32> loc("caf\5C.mlir":7:3)
  return %0 : tensor<2x3xf32>
}
