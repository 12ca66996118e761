
// One dynamic dim: its size comes from tensor.dim of the operand.
// CHECK-LABEL: func.func @sub_dynamic_one(
// CHECK-SAME:    %[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<2x?x4xf32>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D0:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x4xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1], [2]] output_shape [1, %[[D0]], 4] : tensor<?x4xf32> into tensor<1x?x4xf32>
// CHECK:         tosa.sub %[[E]], [[B]] : (tensor<1x?x4xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
func.func @sub_dynamic_one(%a: tensor<?x4xf32>, %b: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %0 = "tosa.sub"(%a, %b) : (tensor<?x4xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}
