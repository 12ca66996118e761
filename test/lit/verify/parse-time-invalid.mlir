// MLIR 22's verifier rejects these ops while parsing; the driver reads each chunk again leniently and reports our
// precise error at the same place, with MLIR's words as the last note. No --allow-legacy-tosa needed.
// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-verify
// RUN: %not tosabcast-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: parse-time-invalid.mlir:[[@LINE+5]]:8: error: 'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0
// CHECK-NEXT: parse-time-invalid.mlir:[[@LINE+4]]:8: note: shape inferred from operand #0: 2x3
// CHECK-NEXT: parse-time-invalid.mlir:[[@LINE+3]]:8: note: MLIR 22's verifier, while parsing: operands don't have broadcast-compatible shapes
// CHECK-NOT: see current operation
func.func @add_2x3_4x3(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  // expected-error@-1 {{'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0}}
  // expected-note@-2 {{shape inferred from operand #0: 2x3}}
  // expected-note@-3 {{MLIR 22's verifier, while parsing: operands don't have broadcast-compatible shapes}}
  return %0 : tensor<4x3xf32>
}

// -----

// CHECK: parse-time-invalid.mlir:[[@LINE+5]]:8: error: 'tosa.mul' op ranks of operands and results do not match: operand #0 has rank 1, operand #1 has rank 2, result #0 has rank 2
// CHECK-NEXT: note: --tosabcast-equalize-ranks can repair this: with size-1 dims prepended, the operands broadcast to 4x3
// CHECK-NEXT: note: MLIR 22's verifier, while parsing: a and b operands don't have matching ranks, got 1 and 2
// CHECK-NEXT: note: MLIR 22 rejects this TOSA at parse time; rerun with --allow-legacy-tosa
func.func @mul_rank_1_2(%a: tensor<3xi32>, %b: tensor<4x3xi32>, %shift: tensor<1xi8>) -> tensor<4x3xi32> {
  %0 = tosa.mul %a, %b, %shift : (tensor<3xi32>, tensor<4x3xi32>, tensor<1xi8>) -> tensor<4x3xi32>
  // expected-error@-1 {{'tosa.mul' op ranks of operands and results do not match}}
  // expected-note@-2 {{--tosabcast-equalize-ranks can repair this}}
  // expected-note@-3 {{operands don't have matching ranks}}
  return %0 : tensor<4x3xi32>
}

// -----

// CHECK: parse-time-invalid.mlir:[[@LINE+3]]:8: error: 'tosa.greater' op result dim 1 has size 5, incompatible with inferred size 3
// CHECK-NEXT: note: shape inferred from the operands: 4x3
func.func @greater_result(%a: tensor<4x3xf32>, %b: tensor<1x3xf32>) -> tensor<4x5xi1> {
  %0 = tosa.greater %a, %b : (tensor<4x3xf32>, tensor<1x3xf32>) -> tensor<4x5xi1>
  // expected-error@-1 {{result dim 1 has size 5, incompatible with inferred size 3}}
  // expected-note@-2 {{shape inferred from the operands: 4x3}}
  // expected-note@-3 {{MLIR 22's verifier, while parsing: result type '4x5' not broadcast compatible}}
  return %0 : tensor<4x5xi1>
}

// -----

// CHECK: parse-time-invalid.mlir:[[@LINE+2]]:8: error: 'tosa.select' op operand #2 dim 1 has size 2, incompatible with size 3 of operand #1
func.func @select_operand_2(%c: tensor<4x1xi1>, %a: tensor<1x3xf32>, %b: tensor<4x2xf32>) -> tensor<4x3xf32> {
  %0 = tosa.select %c, %a, %b : (tensor<4x1xi1>, tensor<1x3xf32>, tensor<4x2xf32>) -> tensor<4x3xf32>
  // expected-error@-1 {{'tosa.select' op operand #2 dim 1 has size 2, incompatible with size 3 of operand #1}}
  // expected-note@-2 {{shape inferred from operands #0 to #1: 4x3}}
  // expected-note@-3 {{operands don't have broadcast-compatible shapes}}
  return %0 : tensor<4x3xf32>
}

// -----

// Not a rule our checks cover: MLIR's words, as they were.
// CHECK: parse-time-invalid.mlir:[[@LINE+3]]:8: error: 'tosa.add' op requires the same element type for all operands
func.func @add_mixed_types(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{requires the same element type for all operands}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
