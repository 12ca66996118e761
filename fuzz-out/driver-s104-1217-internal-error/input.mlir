// Legacy (rank-mismatched) TOSA runs once its ranks are equalized: read it leniently, repair, lower to LLVM.
// RUN: tosabcast-opt %s --allow-legacy-tosa --tosabcast-equalize-ranks --tosabcast-to-llvm | FileCheck %s
// RUN: tosabcast-opt %s --allow-legacy-tosa --tosabcast-equalize-ranks --tosabcast-to-llvm | %mlir-opt --verify-each
// RUN: tosabcast-opt %s --allow-legacy-tosa --tosabcast-equalize-ranks --tosabcast-upstream-to-llvm | FileCheck %s
// Without the repair, stock tosa-to-linalg's input is refused by the verifier, not a crash:
// RUN: %not tosabcast-opt %s --allow-legacy-tosa --tosabcast-upstream-to-llvm 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: llvm.func @test_add_2d_different_ranks(
// CHECK-LABEL: llvm.func @_mlir_ciface_test_add_2d_different_ranks(
// ERR: legacy-pipeline.mlir:[[@LINE+2]]:8: error: 'tosa.add' op {{(operands don't have matching ranks|ranks of operands and results do not match)}}
func.func @test_add_2d_different_ranks(%arg0: tensor<3x4xf32> [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]], %arg1: tensor<2x3x4xf16>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
