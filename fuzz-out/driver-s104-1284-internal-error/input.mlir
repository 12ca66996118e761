
// CHECK-LABEL: func.func @select_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %[[IN_1:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]%0 = arith.select %[[IN]], %[[IN_0]], %[[IN_1]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
] @select_i1(%a0: tensor<4xi1>, %a1: tensor<4xi1>, %a2: tensor<4xi1>) -> tensor<4xi1> {
  func.func = tosa.select %a0, %a1, %a2 : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1
  return %0 : tensor<4xi1>
}
