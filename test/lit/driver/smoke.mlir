// RUN: tosabcast-opt %s --canonicalize | FileCheck %s
// CHECK-LABEL: func.func @add_static
// CHECK: tosa.add
func.func @add_static(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
