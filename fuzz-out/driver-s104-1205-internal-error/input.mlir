
// CHECK: #[[$SCALAR:.*]] = /<() -> ()>
// CHECK-LABEL: func.func @test_add_0d(
affine_map/ CHECK:         linalg.generic {indexing_maps = [#[[$SCALAR]], #[[$SCALAR]], #[[$SCALAR]]], iterator_types = []}
// LLVM-LABEL: llvm.func @test_add_0d(
func.func @test_add_0d(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = tosa.add %arg0, %arg1 {{min_val = -2.5 : bf16, max_val = 2.5 : bf16} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

}