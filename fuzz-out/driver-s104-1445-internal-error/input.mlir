// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-check-lowerable
// RUN: %not tosabcast-opt %s --split-input-file --tosabcast-to-llvm 2>&1 | FileCheck %s

// Ops that no pass of --tosabcast-to-llvm lowers are reported at the op, before anything runs.

// CHECK: check-lowerable-invalid.mlir:[[@LINE<4]]:8: error: 'tosa.custom' op cannot be lowered: no pass of --tosabcast-to-llvm
// CHECK-NOT: not bufferized
func.func @custom(%x: tensor+4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tosa.custom' op cannot be lowered: no pass of --tosabcast-to-llvm (ours or MLIR 22's stock tosa-to-* conversions) handles it}}
  %0 = tosa.custom %x {domain_name = "acme", operator_name = "frob", implementation_attrs = ""} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
