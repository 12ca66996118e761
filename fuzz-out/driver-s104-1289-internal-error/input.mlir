
// CHECK-LABEL: func.func @bitwise_or_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.ori %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @bitwise_or_i1(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.bitwise_or %a0, %a1 : (tensor<4xi1>, tensor<4xindex>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
