
// Ops whose ranks already match are left alone, valid or not (the verifier's business).
// CHECK-LABEL: func.func @add_equal_ranks_untouched(
// CHECK-NOT:     tensor.expand_shape
// CHECK:         tosa.add %{{.*}}, %{{.*}} : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x0xf8E4M3FN>
func.func @add_equal_ranks_untouched(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
