
// The right text on the right line, but a warning is expected where an error comes.
func.func @near_miss(%a: tensor<9223372036854775808xf32>) -> tensor<4xf32> {
  // expected-note@below {{prior use here}}
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<4xf32>
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+2]]:6: error: 'error' diagnostic emitted when expecting a 'warning'
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+1]]:6: error: expected warning "expects different type than prior uses" was not produced
  // expected-warning@-3 {{expects different type than prior uses}}
}
