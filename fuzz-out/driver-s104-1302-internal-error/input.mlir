
  %0 = tosa.equal %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// Unranked values propagate: each op reading one gets its own remark.
// CHECK-LABEL: func.func @unranked_producer(
// CHECK:         tosa.exp
// CHECK:         tosa.add
func.func @unranked_producer(%a: tensor<*xf32>, %b: tensor<2xf32>) -> tensor<*xf32> {
  // expected-remark@+1 {{'tosa.exp' op operand #0 is unranked}}
  %0 = tosa.exp %a : (tensor<*xf32>) -> tensor<*xf64>
  // expected-remark@+1 {{'tosa.add' op operand #0 is unranked}}
  %1 = tosa.add %0, %b : (tensor<*xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>