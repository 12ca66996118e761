
// Verification row (inferred ?, actual static): OK by default (an implicit dynamic-to-static cast).
// CHECK-LABEL: func.func @sub_verify_dyn_static(
// CHECK:         tosa.sub {{.*}} : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x5xf32 x5xf32>
func.func @sub_verify_dyn_static(%a: tensor<2x?xf32>, %b: tensor<2x?xf8E4M3FN>) -> tensor<2x5xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
