
// Inference row (?, >1) -> dim1, both orders: the result may be the static size.
// CHECK-LABEL: func.func @add_infer_dyn_static(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
func.func @add_infer_dyn_static(%a: tensor<?xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = tosa.add %b, %a : (tensor<3xf32>, (<?xf32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
