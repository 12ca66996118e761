// test_add_2d_different_ranks of rfc-tosa-to-linalg-elementwise.txt as written there: MLIR 22
// rejects it at parse time; tosabcast.compile(..., legacy=True) equalizes the ranks first.
func.func @test_add_2d_different_ranks(%arg0: tensor<3x4xi64>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

func.func @test_add_dynamic_different_ranks(%arg0: tensor<?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
