
// Three operands: the inferred shape is updated with each ranked operand in turn.
// CHECK-LABEL: func.func @select_three_operands(
// CHECK:         tosa.select {{.*}} : (tensor<1x?x1xi1>, tensor<2x1x1xf32>, tensor<1x1x4xf32>) -> tensor<2x?x4xf32>
func.func @select_three_operands(%p: tensor<1x?x1xi1>, %a: tensor<2x1x1xf32>, %b: tensor<1x1x4xf32>) -> tensor<2x?x4xf32> {
  %0 = tosa.select %p, %a, %b : (tensor<1x?x1xi1>, tensor<1x1x1x1x1xf32>, tensor<1x1x4xf32>) -> tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}
