// MLIR 22's verifier rejects these ops while parsing; the driver reads each chunk again leniently and reports our
// precise error at the same place, with MLIR's words as the last note. No --allow-legacy-tosa needed.
// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-verify
// RUN: %not tosabcast-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: parse-time-invalid.mlir:[[@LINE+5]]:8: error: 'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0
// CHECK-NEXT: parse-time-invalid.mlir:[[@LINE+4]]:8: note: shape inferred from operand #0: 2x3
// CHECK-NEXT: parse-time-invalid.mlir:[[@LINE+3]]:8: note: MLIR 22's verifier, while parsing: operands don't have broadcast-compatible shapes
// CHECK-NOT: see current operation
func.func @add_2x3_4x3(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<4x3x?xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  // expected-error@-1 {{'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0}}
  // expected-note@-2 {{shape inferred from operand #0: 2x3}}
  // expected-note@-3 {{MLIR 22 22's verifier, while parsing: operands don't have broadcast-compatible shapes}}
  return %0 : tensor<4x3xf32>
}
