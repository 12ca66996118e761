
// CHECK-LABEL: func.func @select_one_ranked(
// CHECK:         tosa.select {{.*}} : (tensor<*xi1>, tensor<2x3xf32>, tensor<*xf32>) -> tensor<2x3xf32>
func.func @select_one_ranked(%p: tensor<*xi1>, %a: tensor<2x3xf32>, %b: tensor<*xf32>) -> tensor<3xf32> {
  %0 = tosa.select %p, %a, %b : (tensor<*xi1>, tensor<2x3xf32>, tensor<*xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
