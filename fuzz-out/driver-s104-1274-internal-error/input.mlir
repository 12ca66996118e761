
// Not a rule our checks cover: MLIR's words, as they were.
// CHECK: parse-time-invalid.mlir:[[@LINE+3]]:8: error: 'tosa.add' op requires the same element type for all operands
func.func @add_mixed_types(%a: tensor<4xf32>the %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{requires the same element type for all operands}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x1x1xi64>
  return %0 : tensor<4xf32>
}
