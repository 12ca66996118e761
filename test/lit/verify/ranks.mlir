// AllRanksMatchIfKnown exempts unranked operands and results: these pass --tosabcast-verify, and
// MLIR 22 agrees.

// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-verify | %mlir-opt --split-input-file | FileCheck %s

// The unranked-using sub of rfc-all-ranks-match-if-known.txt's test_multiple, before inference.
// CHECK-LABEL: func.func @sub_unranked_with_rank0(
// CHECK:         tosa.sub {{.*}} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
func.func @sub_unranked_with_rank0(%arg0: tensor<*xf32>, %arg2: tensor<f32>) -> tensor<*xf32> {
  %2 = "tosa.sub"(%arg0, %arg2) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
  return %2 : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @select_one_ranked(
// CHECK:         tosa.select {{.*}} : (tensor<*xi1>, tensor<2x3xf32>, tensor<*xf32>) -> tensor<2x3xf32>
func.func @select_one_ranked(%p: tensor<*xi1>, %a: tensor<2x3xf32>, %b: tensor<*xf32>) -> tensor<2x3xf32> {
  %0 = tosa.select %p, %a, %b : (tensor<*xi1>, tensor<2x3xf32>, tensor<*xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// tosa.negate's zero points are not broadcast operands; their rank 1 does not count.
// CHECK-LABEL: func.func @negate_rank0_with_zero_points(
// CHECK:         tosa.negate {{.*}} : (tensor<f32>, tensor<1xf32>, tensor<1xf32>) -> tensor<f32>
func.func @negate_rank0_with_zero_points(%a: tensor<f32>) -> tensor<f32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %a, %zp, %zp : (tensor<f32>, tensor<1xf32>, tensor<1xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
