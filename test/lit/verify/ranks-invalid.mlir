// AllRanksMatchIfKnown through --tosabcast-verify: every ranked broadcast operand and the result share
// one rank. The message lists the rank of every operand and result; a note says when
// --tosabcast-equalize-ranks can repair it. Read with --allow-legacy-tosa (MLIR 22 rejects these at parse).

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --verify-diagnostics --tosabcast-verify

// The example of rfc-tosa-to-linalg-elementwise.txt, "Enforcement of rank equality".
func.func @add_rfc_rank_example(%arg0: tensor<3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+2 {{'tosa.add' op ranks of operands and results do not match: operand #0 has rank 2, operand #1 has rank 3, result #0 has rank 3}}
  // expected-note@+1 {{--tosabcast-equalize-ranks can repair this: with size-1 dims prepended, the operands broadcast to 2x3x4}}
  %result = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %result : tensor<2x3x4xf32>
}

// -----

// MLIR's own test_sub_with_unequal_operand_ranks, in the custom syntax.
func.func @sub_unequal_operand_ranks(%arg0: tensor<1x21x3xf32>, %arg1: tensor<1x13x21x3xf32>) -> tensor<1x13x21x3xf32> {
  // expected-error@+2 {{'tosa.sub' op ranks of operands and results do not match: operand #0 has rank 3, operand #1 has rank 4, result #0 has rank 4}}
  // expected-note@+1 {{the operands broadcast to 1x13x21x3}}
  %0 = tosa.sub %arg0, %arg1 : (tensor<1x21x3xf32>, tensor<1x13x21x3xf32>) -> tensor<1x13x21x3xf32>
  return %0 : tensor<1x13x21x3xf32>
}

// -----

// Only the result's rank differs: padding operands cannot help, so no repair note.
func.func @sub_unequal_result_rank(%arg0: tensor<1x21x3xf32>, %arg1: tensor<13x21x3xf32>) -> tensor<1x13x21x3xf32> {
  // expected-error@+1 {{'tosa.sub' op ranks of operands and results do not match: operand #0 has rank 3, operand #1 has rank 3, result #0 has rank 4}}
  %0 = tosa.sub %arg0, %arg1 : (tensor<1x21x3xf32>, tensor<13x21x3xf32>) -> tensor<1x13x21x3xf32>
  return %0 : tensor<1x13x21x3xf32>
}

// -----

// Unranked operands are exempt from the rule but listed with rank *; the ranked ones still disagree.
func.func @select_unranked_exempt(%p: tensor<*xi1>, %a: tensor<4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+2 {{'tosa.select' op ranks of operands and results do not match: operand #0 has rank *, operand #1 has rank 1, operand #2 has rank 2, result #0 has rank 2}}
  // expected-note@+1 {{the operands broadcast to 2x4}}
  %0 = "tosa.select"(%p, %a, %b) : (tensor<*xi1>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// The ranks differ and the dims conflict even after rank expansion: no repair note.
func.func @add_rank_and_dims_conflict(%arg0: tensor<3xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'tosa.add' op ranks of operands and results do not match: operand #0 has rank 1, operand #1 has rank 2, result #0 has rank 2}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// tosa.mul's shift is not a broadcast operand: its rank 1 is not compared.
func.func @mul_shift_not_ranked(%a: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error@+2 {{'tosa.mul' op ranks of operands and results do not match: operand #0 has rank 0, operand #1 has rank 2, result #0 has rank 2}}
  // expected-note@+1 {{the operands broadcast to 2x3}}
  %0 = tosa.mul %a, %b, %shift : (tensor<f32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A unary op: operand and result ranks.
func.func @sin_result_rank(%a: tensor<4xf32>) -> tensor<1x4xf32> {
  // expected-error@+1 {{'tosa.sin' op ranks of operands and results do not match: operand #0 has rank 1, result #0 has rank 2}}
  %0 = tosa.sin %a : (tensor<4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

// The old spelling tosa.div is read as tosa.intdiv and checked like any other.
func.func @div_legacy_spelling(%a: tensor<i32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  // expected-error@+2 {{'tosa.intdiv' op ranks of operands and results do not match: operand #0 has rank 0, operand #1 has rank 1, result #0 has rank 1}}
  // expected-note@+1 {{the operands broadcast to 3}}
  %0 = "tosa.div"(%a, %b) : (tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// Every invalid op of a function is reported, in order.
func.func @add_two_errors(%a: tensor<3xf32>, %b: tensor<2x3xf32>, %c: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error@+2 {{'tosa.add' op ranks of operands and results do not match}}
  // expected-note@+1 {{the operands broadcast to 2x3}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // expected-error@+2 {{'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 3 of operand #0}}
  // expected-note@+1 {{shape inferred from operand #0: 3}}
  %1 = "tosa.add"(%a, %c) : (tensor<3xf32>, tensor<4xf32>) -> tensor<3xf32>
  return %0 : tensor<2x3xf32>
}
