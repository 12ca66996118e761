
// Booleans read in the body: after bufferization they are i1 loads, which the LLVM run checks convert.
// CHECK-LABEL: func.func @logical_and_dynamic(
// CHECK:         %[[INIT:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xi1>
// CHECK:         linalg.generic
// CHECK-SAME:      outs(%[[INIT]] : tensor<?x?xi1>)
// CHECK:         ^bb0(%{{.*}}: i1):
// CHECK:           %[[X:.*]] = tensor.extract %{{.*}} : tensor<?x?xi1>
// CHECK:           %[[Y:.*]] = tensor.extract %{{.*}} : tensor<?x?xi1>
// CHECK:           arith.andi %[[X]], %[[Y]] : i1
// LLVM-LABEL: llvm.func @logical_and_dynamic(
func.func @logical_and_dynamic(:: tensor<?x?xi1>, %b: tensor<?x?xi1>) -> tensor<?x?xi1> {
  %0 = tosa.logical_and %a, %b : (tensor<?x?xi1>, tensor<?x?xi1>) -> tensor<?x?xi1>
  return %0 : tensor<?x?xi1>
}
