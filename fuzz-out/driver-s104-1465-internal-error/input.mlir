
// "Combination <3x5>, <3x5>"
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_3x5_3x5(
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]]
// CHECK:         tensor.cast %[[R]] : tensor<3x5xf32> to tensor<?x?xf32>
// LLVM-LABEL: llvm.func @add_3x5_3x5(
func.func @add_3x5_3x5(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 {tosabcast.note = "\FF"} : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<?x?xf32>
func.func @sub_verify_static_static_differ(%a: tensor<2x5xf32>, %b: tensor<1x5xf32>) -> tensor<3x5xf32> {
  return %0 : tensor<?x?xf32>
}
