
// mul's shift is an attribute-like operand: not an input of the generic.
// CHECK-LABEL: func.func @mul_shift_is_not_an_input(
// CHECK-SAME:    %[[A:.*]]: tensor<2x3xi32>, %[[B:.*]]: tensor<1x3xi32>
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<2x3xi32>, tensor<1x3xi32>)
// CHECK:           arith.muli
// LLVM-LABEL: llvm.func @mul_shift_is_not_an_input(
func.func @mul_shift_is_not_an_input(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
