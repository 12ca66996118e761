// The ERROR rows of broadcastable-trait.md's tables, and results that contradict an inferred dim,
// through --tosabcast-verify (read with --allow-legacy-tosa: MLIR 22 rejects them at parse time).

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --verify-diagnostics --tosabcast-verify

// Inference row (>1, >1) with dim0 != dim1: a compile-time error, named by operand and dim.
func.func @add_infer_static_static_differ(%a: tensor<2x3x4xf32>, %b: tensor<2x1x3xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+2 {{'tosa.add' op operand #1 dim 2 has size 3, incompatible with size 4 of operand #0}}
  // expected-note@+1 {{shape inferred from operand #0: 2x3x4}}
  %0 = tosa.add %a, %b : (tensor<2x3x4xf32>, tensor<2x1x3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// The conflicting size came from an earlier operand than the one just before: select names it.
func.func @select_conflict_with_first(%p: tensor<4x1xi1>, %a: tensor<1x5xf32>, %b: tensor<3x5xf32>) -> tensor<4x5xf32> {
  // expected-error@+2 {{'tosa.select' op operand #2 dim 0 has size 3, incompatible with size 4 of operand #0}}
  // expected-note@+1 {{shape inferred from operands #0 to #1: 4x5}}
  %0 = tosa.select %p, %a, %b : (tensor<4x1xi1>, tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// Verification row (inferred static, actual static) with different sizes.
func.func @sub_verify_static_static_differ(%a: tensor<2x5xf32>, %b: tensor<1x5xf32>) -> tensor<3x5xf32> {
  // expected-error@+2 {{'tosa.sub' op result dim 0 has size 3, incompatible with inferred size 2}}
  // expected-note@+1 {{shape inferred from the operands: 2x5}}
  %0 = tosa.sub %a, %b : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// Inference row (?, >1) infers dim1, so another static result size is an error.
func.func @add_infer_dyn_static_wrong_result(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has size 4, incompatible with inferred size 3}}
  // expected-note@+1 {{shape inferred from the operands: 3}}
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Inference row (1, >1) infers dim1: the result cannot keep the 1.
func.func @add_infer_one_static_wrong_result(%a: tensor<1xf32>, %b: tensor<3xf32>) -> tensor<1xf32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has size 1, incompatible with inferred size 3}}
  // expected-note@+1 {{shape inferred from the operands: 3}}
  %0 = tosa.add %a, %b : (tensor<1xf32>, tensor<3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// The "Combination <2x3>, <4x3>" example of rfc-tosa-to-linalg-elementwise.txt ("the expected behavior").
func.func @add_rfc_2x3_4x3(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<?x?xf32> {
  // expected-error@+2 {{'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0}}
  // expected-note@+1 {{shape inferred from operand #0: 2x3}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// The RFC's Modification 1 example: the inferred tensor<1xf32> is not broadcast to the result.
func.func @add_rfc_modification_1(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<5xf32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has size 5, incompatible with inferred size 1}}
  // expected-note@+1 {{shape inferred from the operands: 1}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<1xf32>, tensor<1xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
