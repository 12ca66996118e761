// strict=true: the RFC's Modification 2 (and the doc's pseudo-code): an inferred dynamic dim may not
// be a static result dim. The default accepts it, as MLIR 22 and the doc's table do.

// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-verify="strict=true"
// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | FileCheck %s --check-prefix=DEFAULT

// The RFC's example: inferred tensor<?xf32>, actual tensor<5xf32>.
// DEFAULT-LABEL: func.func @add_strict_dyn_to_static(
// DEFAULT:         tosa.add {{.*}} -> tensor<5xf32>
func.func @add_strict_dyn_to_static(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<5xf32> {
  // expected-error@+2 {{'tosa.add' op result dim 0 has static size 5, but the inferred size is dynamic}}
  // expected-note@+1 {{shape inferred from the operands: ?}}
  %0 = tosa.add %arg0, %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// (?, 1) infers ?, so strict rejects a static result there too.
// DEFAULT-LABEL: func.func @mul_strict_dyn_one(
func.func @mul_strict_dyn_one(%a: tensor<2x?xf32>, %b: tensor<2x1xf32>) -> tensor<2x7xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error@+2 {{'tosa.mul' op result dim 1 has static size 7, but the inferred size is dynamic}}
  // expected-note@+1 {{shape inferred from the operands: 2x?}}
  %0 = tosa.mul %a, %b, %shift : (tensor<2x?xf32>, tensor<2x1xf32>, tensor<1xi8>) -> tensor<2x7xf32>
  return %0 : tensor<2x7xf32>
}

// -----

// Strict still accepts a static result dim that the operands fix: (?, 3) infers 3.
// DEFAULT-LABEL: func.func @add_strict_dyn_static_ok(
func.func @add_strict_dyn_static_ok(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
