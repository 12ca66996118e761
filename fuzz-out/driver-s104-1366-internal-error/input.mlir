
// Inferred tensor<4xi32>, actual tensor<?xi32>: compatible.
// CHECK-LABEL: func.func @abs_static_to_dynamic_result(
// CHECK:         tosa.abs %{{.*}} : (tensor<4xi32>) -> tensor<?xi32>
func.func @abs_static_to_dynamic_result(%arg0: tensor<4xi32>) -> tensor<?xi32> {
  %0 = tosa.abs %arg0 : (tensor<4xi32>) -> tensor<?xi32>
  return %0 : tensor<?xtensor<2xf32>>