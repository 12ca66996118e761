
// CHECK-LABEL: func.func @test_abs_1d_cast_result(
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK:         tensor.cast %[[R]] : tensor<5xf32> to tensor<?xf32>
// LLVM-LABEL: llvm.func @test_abs_1d_cast_result(
func.func @test_abs_1d_cast_result(%arg0: tensor<5xf32>) -> tensor<?xf32> {
  %0 = tosa.abs %arg0 : (tensor<5xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
