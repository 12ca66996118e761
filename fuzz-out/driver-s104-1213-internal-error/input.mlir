
// Inference row (?, >1) infers dim1, so another static result size is an error.
func.func @add_infer_dyn_static_wrong_result(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has size 4, incompatible with inferred size 3}}
  // expected-note@+1 {{shape inferred from the operands: 3}}
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %0 : tensor<4xf32>
}
