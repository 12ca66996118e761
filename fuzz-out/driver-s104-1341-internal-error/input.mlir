
// Inference row (1, >1) -> dim1, both orders.
// CHECK-LABEL: func.func @add_infer_one_static(
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
func.func @add_infer_one_static(%a: tensor<1xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = tosa.add %a, %b : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = tosa.add %b, %a {min_val = 0 : i8, max_val = -1 : i8} : (tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
