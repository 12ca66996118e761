// What the lowering refuses: a located error and a failed pass (test_lower_structure.py checks that
// nothing was rewritten).
// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-lower-to-linalg

// The scalar semantics need a constant shift.
func.func @mul_shift_not_constant(%a: tensor<2xi32> [[[]]], %b: tensor<2xi32>, %shift: tensor<1xi8>) -> tensor<2xi32> {
  // expected-error@+1 {{'tosa.mul' op shift must be a constant}}
  %0 = tosa.mul %a, %b, %shift : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
