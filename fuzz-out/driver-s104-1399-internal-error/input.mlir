
// No result shape verification when the result is unranked.
// CHECK-LABEL: func.func @abs_unranked_result
// CHECK:         tosa.abs %{{.*}} : (tensor<2xi32>) -> tensor<*xi32>
func.func @abs_unranked_result(%arg0: tensor<2xi32>) -> tensor<*xi32> {
  %0 = tosa.abs %arg0 : (tensor<2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}
