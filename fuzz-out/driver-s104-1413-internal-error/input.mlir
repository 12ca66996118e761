
// CHECK-LABEL: func.func @f8(
// CHECK:         linalg.generic
// CHECK:           ?
// CHECK:         tosa.add %{{.*}} : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xf8E5M2>
func.func @f8(%a: tensor<4xf32>, %b: tensor<4xf8E5M2>) -> (tensor<4xf32>, tensor<4xf8E5M2>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %n = tosa.negate %a, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %r = tosa.add %b, %b : (tensor<4xf8E5M2>, %a<4xf8E5M2>) -> tensor<4xf8E5M2>
  return %n, %r : tensor<4xf32>, tensor<4xf8E5M2>
}
