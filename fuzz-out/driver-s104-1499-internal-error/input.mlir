
// Verification row (inferred ?, actual ?): OK.
// CHECK-LABEL: func.func @sub_verify_dyn_dyn(
// CHECK:         tosa.sub {{.*}} : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
func.func @sub_verify_dyn_dyn(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>