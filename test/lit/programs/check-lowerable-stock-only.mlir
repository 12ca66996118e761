// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-check-lowerable=stock-only=true

// With stock-only (the upstream lowering: stock tosa-to-linalg lowers the element-wise ops too), float mul and
// negate with a non-constant shift or zero point are refused where stock aborts on them; ours lowers them.

func.func @float_negate_rank0(%a: tensor<f32>, %zp: tensor<1xf32>) -> tensor<f32> {
  // expected-error@+1 {{'tosa.negate' op with a non-constant zero point cannot be lowered: MLIR 22's tosa-to-linalg would lower it and aborts on it}}
  %0 = tosa.negate %a, %zp, %zp : (tensor<f32>, tensor<1xf32>, tensor<1xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @float_mul_4x1(%a: tensor<4x1xf32>, %shift: tensor<1xi8>) -> tensor<4x1xf32> {
  // expected-error@+1 {{'tosa.mul' op with a non-constant shift and a result of rank 0, with dynamic dims or with a dim of size 1 after the first cannot be lowered}}
  %0 = tosa.mul %a, %a, %shift : (tensor<4x1xf32>, tensor<4x1xf32>, tensor<1xi8>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

// Where stock lowers them, they pass.
func.func @float_at_shapes_stock_lowers(%a: tensor<2x3xf32>, %zp: tensor<1xf32>, %shift: tensor<1xi8>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tosa.negate %a, %zp, %zp : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %1 = tosa.mul %a, %a, %shift : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}
