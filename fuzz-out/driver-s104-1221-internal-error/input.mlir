// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of the float functions; f16/bf16 run in f32 and are rounded once.

// CHECK-LABEL: func.func @ceil_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.ceil %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @ceil_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.ceil %a0 : (tensor<4xf32>) -> tensor<f32>
  return %0 : tensor<4xf32>
}
