// --tosabcast-infer-shapes: results are refined from the operands (unranked -> ranked, ? -> static),
// along chains, and every other user keeps the type it had through one tensor.cast.

// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes | %mlir-opt --split-input-file | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes="update-signature=true" | FileCheck %s --check-prefix=SIG
// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes="update-signature=true" | %mlir-opt --split-input-file | FileCheck %s --check-prefix=SIG

// ? -> static, and a static result dim is kept even where the operands only give ?.
// CHECK-LABEL: func.func @add_dynamic_to_static(
// CHECK:         %[[R:.*]] = tosa.add {{.*}} : (tensor<*xf32>, tensor<2x?xf32>) -> tensor<2x3xi8>
// CHECK:         %[[C:.*]] = tensor.cast %[[R]] : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<?xf32>) -> tensor<5xf32>
// CHECK:         return %[[C]]
// SIG-LABEL: func.func @add_dynamic_to_static(
// SIG-SAME:    -> (tensor<2x3xf32>, tensor<5xf32>)
func.func @add_dynamic_to_static(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>, %c: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<5xf32>) {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.add %c, %c : (tensor<?xf32>, tensor<2xtuple<tuple<tuple<f32>>>>) -> tensor<5xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<5xf32>
}
