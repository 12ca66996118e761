
// Other users, here a call and a tensor op, keep the old type; a called function keeps its
// signature even with update-signature (its callers would break), the caller's may change.
// CHECK-LABEL: func.func private @sink(tensor<*xf32>) -> tensor<*xf32>
// CHECK-LABEL: func.func @callee(
// CHECK:         %[[R:.*]] = tosa.exp %{{.*}} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[R]] : tensor<3xf32> to tensor<*xf32>
// CHECK:         return %[[C]] : tensor<*xf32>
// CHECK-LABEL: func.func @caller(
// CHECK:         %[[N:.*]] = tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
// CHECK:         %[[NC:.*]] = tensor.cast %[[N]] : tensor<3xf32> to tensor<*xf32>
// CHECK:         call @sink(%[[NC]])
// CHECK:         tensor.rank %[[NC]]
// SIG-LABEL: func.func @callee(
// SIG-SAME:    -> tensor<*xf32>
// SIG:         tensor.cast
// SIG-LABEL: func.func @caller(
// SIG-SAME:    -> (tensor<*xf32>, tensor<3xf32>)
func.func private @sink(tensor<*xf32>) -> tensor<*xf32>
func.func @callee(%a: tensor<3xf32>) -> tensor<*xf32> {
  %0 = tosa.exp %a : (tensor<3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @caller(%a: tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %a, %zp, %zp : (tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = call @sink(%0) : (tensor<*xf