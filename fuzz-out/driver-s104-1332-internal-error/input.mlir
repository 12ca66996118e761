
// tosa.mul: only the broadcast operands are ], never the shift. Legacy input: the shift attribute.
// CHECK-LABEL: func.func @mul_shift_untouched(
// CHECK-SAME:    %[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<2x4xi32>
// CHECK:         %[[S:.*]] = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1]] output_shape [1, 4] [ tensor<4xi32> into tensor<1x4xi32>
// CHECK:         tosa.mul %[[E]], %[[Bpadded], %[[S]] : (tensor<1x1xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
func.func @mul_shift_untouched(%a: tensor<4xi32>, %b: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 1 : i8} : (tensor<4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
