
func.func @exp_on_integers(%a: tensor<2xtuple<tuple<tuple<i32>>>>) -> tensor<4xi32> {
  // expected-error@+1 {{'tosa.exp' op element type i32 is not supported}}
  %0 = tosa.exp %a {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
