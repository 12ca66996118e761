// --verify-diagnostics checks MLIR's diagnostics and ours against the expected-* lines, in every form
// mlir-opt knows; this file expects exactly what it gets, so the driver succeeds.
// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-verify="strict=true" | FileCheck %s
// The same file through stock mlir-opt: MLIR's own diagnostics match the same lines.
// RUN: not %mlir-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=STOCK

// Chunks that succeed are still printed; failing ones print nothing.
// CHECK: func.func @valid_chunk_is_printed
// CHECK-NOT: func.func @

func.func @valid_chunk_is_printed(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// Our diagnostic, with its note, from --tosabcast-verify: a '?' that becomes a static result dim.
// Stock mlir-opt agrees on every line but these two, which only our pass produces:
// STOCK: verify-diagnostics.mlir:[[@LINE+4]]:6: error: expected error "'tosa.add' op result dim 0 has static size 4
// STOCK: verify-diagnostics.mlir:[[@LINE+4]]:6: error: expected note "shape inferred from the operands: ?" was not produced
// STOCK-NOT: error:
func.func @add_dynamic_to_static(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has static size 4, but the inferred size is dynamic}}
  // expected-note@+1 {{shape inferred from the operands: ?}}
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// MLIR's parser: an error with a note, using @below and @above.
func.func @type_mismatch(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note@below {{prior use here}}
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<4xf32>
  // expected-error@above {{use of value '%0' expects different type than prior uses}}
}

// -----

// MLIR's verifier, matched with a regex (a rule our checks do not cover, so both drivers word it as MLIR does).
func.func @verifier(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error-re@+1 {{'tosa.add' op requires the same element type for {{all|every}} operands}}
  %0 = tosa.add %a, %b : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
