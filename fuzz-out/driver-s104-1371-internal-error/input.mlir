
// CHECK-LABEL: func.func @logical_and(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.andi %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @logical_and(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_and %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xf8E4M3FN>
  return %0 : tensor<3xi1>
}
