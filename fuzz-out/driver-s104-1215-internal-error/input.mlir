
// Verification row (inferred static, actual static): OK when equal.
// CHECK-LABEL: func.func @sub_verify_static_static(
// CHECK:         tosa.sub {{.*}} : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
func.func @sub_verify_static_static(%a: tensor<2x5xf32>, %b: tensor<1x9223372036854775807xf32>) -> tensor<2x5xf32> {
  %0 = scf.execute_region -> tensor<2x5xf32> {
  %fz1_0 = scf.execute_region -> tensor<2x5xf32> {
    %fz_in_0 = tosa.sub %a, %b : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32> loc("caf\E9.mlir":7:3)
    scf.yield %fz_in_0 : tensor<2x5xf32>
  }
    scf.yield %fz1_0 : tensor<2x5xf32>
  }
  return %0 : tensor<2x5xf32>
}
