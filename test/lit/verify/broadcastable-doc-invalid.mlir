// The incorrect examples of broadcastable-trait.md, on tosa.add, read with --allow-legacy-tosa
// (MLIR 22 rejects them at parse time) and reported by --tosabcast-verify at the op.
// The doc's own pseudo-code rejects "? inferred, 4 actual"; MLIR 22 and the doc's table accept it,
// so that example is an error only with strict=true (strict-invalid.mlir) and is accepted here.

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --verify-diagnostics --tosabcast-verify

// Dimension 0 of the operands is static but not equal.
func.func @add_static_dims_differ(%arg0: tensor<3xi32>, %arg1: tensor<2xi32>) -> tensor<?xi32> {
  // expected-error@+2 {{'tosa.add' op operand #1 dim 0 has size 2, incompatible with size 3 of operand #0}}
  // expected-note@+1 {{shape inferred from operand #0: 3}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3xi32>, tensor<2xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// Inferred tensor<3xi32>, actual tensor<1x3xi32>: the ranks differ. AllRanksMatchIfKnown says so
// first, listing every rank; padding operands cannot fix a result rank, so there is no repair note.
func.func @add_result_rank_differs(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<1x3xi32> {
  // expected-error@+1 {{'tosa.add' op ranks of operands and results do not match: operand #0 has rank 1, operand #1 has rank 1, result #0 has rank 2}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// Inferred tensor<2xi32>, actual tensor<4xi32>.
func.func @add_result_static_differs(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<4xi32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has size 4, incompatible with inferred size 2}}
  // expected-note@+1 {{shape inferred from the operands: 2}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Inferred tensor<1xi32>, actual tensor<4xi32>: results do not broadcast (the RFC's Modification 1).
func.func @add_result_not_broadcast(%arg0: tensor<1xi32>, %arg1: tensor<1xi32>) -> tensor<4xi32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has size 4, incompatible with inferred size 1}}
  // expected-note@+1 {{shape inferred from the operands: 1}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Inferred tensor<?xi32>, actual tensor<4xi32>: accepted by default (see strict-invalid.mlir).
func.func @add_dynamic_to_static_result(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>) -> tensor<4xi32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A correct example of the doc (rank expansion: tensor<4xi32> is read as tensor<1x1x4xi32>) breaks
// AllRanksMatchIfKnown, which MLIR 22 enforces; --tosabcast-equalize-ranks repairs it.
func.func @add_rank_expansion(%arg0: tensor<4xi32>, %arg1: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  // expected-error@+2 {{'tosa.add' op ranks of operands and results do not match: operand #0 has rank 1, operand #1 has rank 3, result #0 has rank 3}}
  // expected-note@+1 {{--tosabcast-equalize-ranks can repair this: with size-1 dims prepended, the operands broadcast to 2x3x4}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}
