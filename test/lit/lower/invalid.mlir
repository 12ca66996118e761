// What the lowering refuses: a located error and a failed pass (test_lower_structure.py checks that
// nothing was rewritten).
// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-lower-to-linalg

// The scalar semantics need a constant shift.
func.func @mul_shift_not_constant(%a: tensor<2xi32>, %b: tensor<2xi32>, %shift: tensor<1xi8>) -> tensor<2xi32> {
  // expected-error@+1 {{'tosa.mul' op shift must be a constant}}
  %0 = tosa.mul %a, %b, %shift : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Each op is valid on its own types, but %0 is proven to have 3 elements, which cannot broadcast with 4.
func.func @sub_incompatible_through_earlier_op(%a: tensor<3xf32>, %b: tensor<?xf32>, %c: tensor<4xf32>) -> tensor<?xf32> {
  // expected-note@+1 {{operand #0 has shape 3, proven here}}
  %0 = tosa.add %a, %b : (tensor<3xf32>, tensor<?xf32>) -> tensor<?xf32>
  // expected-error@+1 {{'tosa.sub' op operand #1 dim 0 has size 4, incompatible with size 3 of operand #0}}
  %1 = tosa.sub %0, %c : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// One bad op fails the whole pass.
func.func @one_bad_op(%a: tensor<2xi32>, %shift: tensor<1xi8>) -> tensor<2xi32> {
  %0 = tosa.abs %a : (tensor<2xi32>) -> tensor<2xi32>
  // expected-error@+1 {{'tosa.mul' op shift must be a constant}}
  %1 = tosa.mul %0, %0, %shift : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}
