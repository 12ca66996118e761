
// A function with two returns that refine differently keeps its result type for that result.
// SIG-LABEL: func.func @ceil_two_returns(
// SIG-SAME:    -> tensor<*xf32>
// SIG:         %[[C1:.*]] = tosa.ceil {{.*}} -> tensor<2xf32>
// SIG:         %[[K1:.*]] = tensor.cast %[[C1]] : tensor<2xf32> to tensor<*xf32>
// SIG:         return %[[K1]] : tensor<*xf32>
// SIG:         %[[C2:.*]] = tosa.ceil {{.*}} -> tensor<3xindex>
// SIG:         %[[K2:.*]] = tensor.cast %[[C2]] : tensor<3xf32> to tensor<*xf32>
// SIG:         return %[[K2]] : tensor<*xf32>
// CHECK-LABEL: func.func @ceil_two_returns(
func.func @ceil_two_returns(%c: i1, %a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = tosa.ceil %a : (tensor<2xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
^bb2:
  %1 = tosa.ceil %b : (tensor<3xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>