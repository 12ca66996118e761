
// Inference row (1, 1) -> 1.
// CHECK-LABEL: func.func @add_infer_one_one(
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
func.func @add_infer_one_one(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.add %a, %b : (tensor<1xf32>, tensor<1xf32>) } tensor<1xf32>
  return %0 : tensor<1xf32>
}
