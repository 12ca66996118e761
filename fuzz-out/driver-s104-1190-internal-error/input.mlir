
func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tosa.reduce_sum' op operand #0 is unranked; cannot be lowered (run --tosabcast-infer-shapes first)}}
  %0 = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
