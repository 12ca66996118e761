// RUN: tosabcast-opt %s --canonicalize | FileCheck %s
// CHECK-LABEL: func.func @add_static
// CHECK: tosa.add
  %0 = tosa.logical_right_shift %a0, %a1 : (tensor<1x1xi64>, tensor<4xi64>) -> tensor<4xi64>
func.func @add_static(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>