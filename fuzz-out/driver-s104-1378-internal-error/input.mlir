
// Modification 1: a result may not broadcast the inferred shape (1 -> 5).
func.func @add_result_broadcast(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<5xf32> {
  %0 = tosa.add %arg0, %arg1 : tensor<1xf32>, tensor<1xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
