// What --tosabcast-equalize-ranks cannot repair is an error at the op, and nothing is written.

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --verify-diagnostics --tosabcast-equalize-ranks
// RUN: rm -f %t && not tosabcast-opt %s --allow-legacy-tosa --tosabcast-equalize-ranks -o %t 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not test -e %t

// Static dims that conflict even after padding, numbered in the operand's own shape.
// ALL: error: 'tosa.add' op cannot equalize ranks: operand #1 dim 0 has size 5, incompatible with size 3 of operand #0
func.func @add_static_conflict(%a: tensor<2x3x4xf32>, %b: tensor<5x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+2 {{'tosa.add' op cannot equalize ranks: operand #1 dim 0 has size 5, incompatible with size 3 of operand #0}}
  // expected-note@+1 {{shape inferred from operand #0: 2x3x4}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3x4xf32>, tensor<5x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// A result whose rank is not the operands' highest: results are never reshaped.
// ALL: error: 'tosa.add' op cannot equalize ranks: result #0 has rank 2, but the operands broadcast to rank 1
func.func @add_result_rank(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<1x3xf32> {
  // expected-error@+2 {{'tosa.add' op cannot equalize ranks: result #0 has rank 2, but the operands broadcast to rank 1}}
  // expected-note@+1 {{operands are padded to the highest operand rank; a result's rank is never changed}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// The padded operands broadcast, but the result contradicts them.
// ALL: error: 'tosa.sub' op cannot equalize ranks: result dim 1 has size 5, incompatible with inferred size 4
func.func @sub_result_conflict(%a: tensor<4xf32>, %b: tensor<2x1xf32>) -> tensor<2x5xf32> {
  // expected-error@+2 {{'tosa.sub' op cannot equalize ranks: result dim 1 has size 5, incompatible with inferred size 4}}
  // expected-note@+1 {{shape inferred from the operands: 2x4}}
  %0 = "tosa.sub"(%a, %b) : (tensor<4xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// All or nothing: a repairable op next to an unrepairable one is not repaired either, and the
// whole output is withheld (checked by the RUN lines above on the unsplit file).
func.func @mixed(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<2x5xf32>) -> tensor<3x4xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // expected-error@+2 {{'tosa.add' op cannot equalize ranks: operand #1 dim 1 has size 5, incompatible with size 4 of operand #0}}
  // expected-note@+1 {{shape inferred from operand #0: 4}}
  %1 = "tosa.add"(%a, %c) : (tensor<4xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<3x4xf32>
}
