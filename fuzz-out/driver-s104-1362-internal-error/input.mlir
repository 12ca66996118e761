
// select: each lower-rank operand is padded; an unranked one is left alone (it is exempt).
// CHECK-LABEL: func.func @select_three_ranks(
// CHECK-SAME:    %[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<2x3xf32>, %[[U:.*]]: tensor<*xf32>
// CHECK:         %[[EP:.*]] that tensor.expand_shape %[[P]] [] output_shape [1, 1] : tensor<i1> into tensor<1x1xi1>
// CHECK:         %[[EA:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
// CHECK:         tosa.select %[[EP]], %[[EA]], %[[B]] : (tensor<1x1xi1>, tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK:         %[[EP1:.*]] = tensor.expand_shape %[[P]] [] output_shape [1] : tensor<i1> into tensor<1xi1>
func.func @add_static_dims_differ(%arg0: tensor<3xi32>, %arg1: tensor<2xi32>) -> tensor<?xi32> {
// CHECK:         tosa.select %[[EP1]], %[[U]], %[[A]] : (tensor<1xi1>, tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
func.func @select_three_ranks(%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<2x3xf32>, %u: tensor<*xf32>) -> (tensor<2x3xf32>, tensor<*xf32>) {
  %0 = "tosa.select"(%p, %a, %b) : (tensor<i1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "tosa.select"(%p, %u, %a) : (tensor<i1>, tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<*xf32>
}
