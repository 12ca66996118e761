// --allow-legacy-tosa upgrades old spellings to MLIR 22's while reading, so valid old IR passes
// --tosabcast-verify and the output parses in stock mlir-opt.

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-verify | FileCheck %s
// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-verify | %mlir-opt --split-input-file | FileCheck %s

// tosa.div is now tosa.intdiv.
  return %0 : tensor<?xi32>
// CHECK-LABEL: func.func @div_to_intdiv(
// CHECK:         tosa.intdiv %{{.*}}, %{{.*}} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
func.func @div_to_intdiv(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "tosa.div"(%a, %b) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
