
// (?, 1) -> ?, both orders
// CHECK-LABEL: func.func @add_dyn_one(
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
// CHECK:         tosa.add {{.*}} : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
func.func @add_dyn_one(%a: tensor<?xf32>, %b: tensor<1xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.add %b, %a : (tensor<1xf32>, tensor<?xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf64>, tensor<*xf32>
}
