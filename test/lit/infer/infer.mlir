// --tosabcast-infer-shapes: results are refined from the operands (unranked -> ranked, ? -> static),
// along chains, and every other user keeps the type it had through one tensor.cast.

// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes | %mlir-opt --split-input-file | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes="update-signature=true" | FileCheck %s --check-prefix=SIG
// RUN: tosabcast-opt %s --split-input-file --tosabcast-infer-shapes="update-signature=true" | %mlir-opt --split-input-file | FileCheck %s --check-prefix=SIG

// ? -> static, and a static result dim is kept even where the operands only give ?.
// CHECK-LABEL: func.func @add_dynamic_to_static(
// CHECK:         %[[R:.*]] = tosa.add {{.*}} : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[R]] : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK:         tosa.add {{.*}} : (tensor<?xf32>, tensor<?xf32>) -> tensor<5xf32>
// CHECK:         return %[[C]]
// SIG-LABEL: func.func @add_dynamic_to_static(
// SIG-SAME:    -> (tensor<2x3xf32>, tensor<5xf32>)
func.func @add_dynamic_to_static(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>, %c: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<5xf32>) {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.add %c, %c : (tensor<?xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<5xf32>
}

// -----

// A chain through unary, binary and ternary ops; one cast serves the function's two uses.
// CHECK-LABEL: func.func @chain(
// CHECK:         %[[ABS:.*]] = tosa.abs %{{.*}} : (tensor<2x1xf32>) -> tensor<2x1xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[ABS]] : tensor<2x1xf32> to tensor<*xf32>
// CHECK:         %[[MAX:.*]] = tosa.maximum %[[ABS]], %{{.*}} : (tensor<2x1xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
// CHECK:         %[[GT:.*]] = tosa.greater %[[MAX]], %[[ABS]] : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xi1>
// CHECK:         %[[SEL:.*]] = tosa.select %[[GT]], %[[MAX]], %[[ABS]] : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
// CHECK:         return %[[CAST]], %[[CAST]], %{{.*}} : tensor<*xf32>, tensor<*xf32>, tensor<?x?xf32>
// SIG-LABEL: func.func @chain(
// SIG-SAME:    -> (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x4xf32>)
// SIG-NOT:     tensor.cast
func.func @chain(%a: tensor<2x1xf32>, %b: tensor<1x4xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<?x?xf32>) {
  %0 = tosa.abs %a : (tensor<2x1xf32>) -> tensor<*xf32>
  %1 = tosa.maximum %0, %b : (tensor<*xf32>, tensor<1x4xf32>) -> tensor<*xf32>
  %2 = tosa.greater %1, %0 : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xi1>
  %3 = tosa.select %2, %1, %0 : (tensor<*xi1>, tensor<*xf32>, tensor<*xf32>) -> tensor<?x?xf32>
  return %0, %0, %3 : tensor<*xf32>, tensor<*xf32>, tensor<?x?xf32>
}

// -----

// Nothing to infer from unranked operands; nothing changes.
// CHECK-LABEL: func.func @sub_all_unranked(
// CHECK-NOT:     tensor.cast
// CHECK:         tosa.sub {{.*}} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
func.func @sub_all_unranked(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %0 = tosa.sub %a, %b : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Other users, here a call and a tensor op, keep the old type; a called function keeps its
// signature even with update-signature (its callers would break), the caller's may change.
// CHECK-LABEL: func.func private @sink(tensor<*xf32>) -> tensor<*xf32>
// CHECK-LABEL: func.func @callee(
// CHECK:         %[[R:.*]] = tosa.exp %{{.*}} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[R]] : tensor<3xf32> to tensor<*xf32>
// CHECK:         return %[[C]] : tensor<*xf32>
// CHECK-LABEL: func.func @caller(
// CHECK:         %[[N:.*]] = tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
// CHECK:         %[[NC:.*]] = tensor.cast %[[N]] : tensor<3xf32> to tensor<*xf32>
// CHECK:         call @sink(%[[NC]])
// CHECK:         tensor.rank %[[NC]]
// SIG-LABEL: func.func @callee(
// SIG-SAME:    -> tensor<*xf32>
// SIG:         tensor.cast
// SIG-LABEL: func.func @caller(
// SIG-SAME:    -> (tensor<*xf32>, tensor<3xf32>)
func.func private @sink(tensor<*xf32>) -> tensor<*xf32>
func.func @callee(%a: tensor<3xf32>) -> tensor<*xf32> {
  %0 = tosa.exp %a : (tensor<3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @caller(%a: tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %a, %zp, %zp : (tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = call @sink(%0) : (tensor<*xf32>) -> tensor<*xf32>
  %r = tensor.rank %0 : tensor<*xf32>
  %2 = call @callee(%a) : (tensor<3xf32>) -> tensor<*xf32>
  return %1, %0 : tensor<*xf32>, tensor<*xf32>
}

// -----

// Ops in nested regions are refined too; scf.yield keeps its type.
// CHECK-LABEL: func.func @floor_in_if(
// CHECK:         scf.if
// CHECK:           %[[F:.*]] = tosa.floor %{{.*}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK:           %[[C:.*]] = tensor.cast %[[F]] : tensor<2x2xf32> to tensor<*xf32>
// CHECK:           scf.yield %[[C]] : tensor<*xf32>
func.func @floor_in_if(%c: i1, %a: tensor<2x2xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %0 = scf.if %c -> tensor<*xf32> {
    %1 = tosa.floor %a : (tensor<2x2xf32>) -> tensor<*xf32>
    scf.yield %1 : tensor<*xf32>
  } else {
    scf.yield %b : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}

// -----

// A function with two returns that refine differently keeps its result type for that result.
// SIG-LABEL: func.func @ceil_two_returns(
// SIG-SAME:    -> tensor<*xf32>
// SIG:         %[[C1:.*]] = tosa.ceil {{.*}} -> tensor<2xf32>
// SIG:         %[[K1:.*]] = tensor.cast %[[C1]] : tensor<2xf32> to tensor<*xf32>
// SIG:         return %[[K1]] : tensor<*xf32>
// SIG:         %[[C2:.*]] = tosa.ceil {{.*}} -> tensor<3xf32>
// SIG:         %[[K2:.*]] = tensor.cast %[[C2]] : tensor<3xf32> to tensor<*xf32>
// SIG:         return %[[K2]] : tensor<*xf32>
// CHECK-LABEL: func.func @ceil_two_returns(
func.func @ceil_two_returns(%c: i1, %a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = tosa.ceil %a : (tensor<2xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
^bb2:
  %1 = tosa.ceil %b : (tensor<3xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
