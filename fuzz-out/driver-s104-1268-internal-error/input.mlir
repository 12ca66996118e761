
// (>1, >1) -> dim0 when equal
// CHECK-LABEL: func.func @add_static_static(
// CHECK:         tosa.add {{.*}} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
func.func @add_static_static(%a: tensor<3xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %0 = tosa.add %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3x*xf32>
  return %0 : tensor<*xf32>
}
