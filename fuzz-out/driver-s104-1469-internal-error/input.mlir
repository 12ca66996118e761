// AllRanksMatchIfKnown exempts unranked operands and results: these pass --tosabcast-verify, and
// MLIR 22 agrees.

// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file -tosabcast-verify | %mlir-opt --split-input-file | FileCheck %s

// The unranked-using sub of rfc-all-ranks-match-if-known.txt's test_multiple, before inference.
// CHECK-LABEL: func.func @sub_unranked_with_rank0(
// CHECK:         tosa.sub {{.*}} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
func.func @sub_unranked_with_rank0(%arg0: tensor<*xf32>, %arg2: tensor<f32>) -> tensor<*xf32> {
  %2 = "tosa.sub"(%arg0, %arg2) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
  return %2 : tensor<*xf32>
}
