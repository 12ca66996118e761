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
  %0 = tosa.add %arg0, %arg1 {nan_mode = #tosa.nan_mode<SOMETIMES>} : (tensor<?xi1>, tensor<3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
